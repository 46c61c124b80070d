import { html, nothing, type TemplateResult } from 'lit-html';
import type { AttributeSchema } from '../lib/attributes.ts';
import type { WidgetContract } from '../lib/widget-types.ts';
import { panelTemplate } from './panel-template.ts';
import { workbenchName } from './workbench-name.ts';
import { hasWorkbenchPage } from './workbench-pages.ts';

/** Start settings that suit the workbench. */
const INITIAL_ATTRIBUTES: Readonly<Record<string, Record<string, string | true>>> = {
  // The fixed bar would sit at the bottom of the window, away from its controls.
  'echojam-download-bar': { variant: 'inline' },
  // On a phone its image is far below the controls: it waits until it is near.
  'echojam-player-demo': { 'image-loading': 'lazy' },
};

/** The widgets that have a page of their own on the workbench. */
function workbenchContracts(contracts: readonly WidgetContract<AttributeSchema>[]): WidgetContract<AttributeSchema>[] {
  return contracts.filter((contract) => hasWorkbenchPage(workbenchName(contract.tag)));
}

/**
 * The workbench's index (`<!-- @render workbench-index -->` in pages/widgets/index.html): each widget
 * with what it does and a link to its page.
 */
function workbenchIndexTemplate(contracts: readonly WidgetContract<AttributeSchema>[]): TemplateResult {
  return html`<ul class="workbench-list">
    ${workbenchContracts(contracts).map(
      ({ tag, docs }) =>
        html`<li class="card">
          <h2>
            <a href=${`/widgets/${workbenchName(tag)}`}><code>&lt;${tag}&gt;</code></a>
          </h2>
          <p class="muted">${docs.summary}</p>
        </li>`,
    )}
  </ul>`;
}

/**
 * One widget's page of the workbench (`<!-- @render workbench-NAME -->` in its page, which the build makes
 * from src/workbench/widget-page.html): the way back to the index, links to the other widgets, then the
 * widget's panel. One widget a page keeps each page light: a developer tries one widget at a time.
 */
function workbenchPageTemplate(
  contract: WidgetContract<AttributeSchema>,
  contracts: readonly WidgetContract<AttributeSchema>[],
): TemplateResult {
  return html`<p class="eyebrow"><a href="/widgets">Bancada de widgets</a></p>
    <nav class="workbench-index" aria-label="Widgets da bancada">
      <ul>
        ${workbenchContracts(contracts).map(
          ({ tag }) =>
            html`<li>
              <a href=${`/widgets/${workbenchName(tag)}`} aria-current=${tag === contract.tag ? 'page' : nothing}
                ><code>${tag}</code></a
              >
            </li>`,
        )}
      </ul>
    </nav>
    ${panelTemplate(contract, INITIAL_ATTRIBUTES[contract.tag] ?? {})}`;
}

/** The workbench's fragments for the pages' `<!-- @render … -->` markers: its index and one page per widget. */
export function workbenchFragments(
  contracts: readonly WidgetContract<AttributeSchema>[],
): Record<string, () => TemplateResult> {
  return {
    'workbench-index': () => workbenchIndexTemplate(contracts),
    ...Object.fromEntries(
      workbenchContracts(contracts).map((contract) => [
        `workbench-${workbenchName(contract.tag)}`,
        () => workbenchPageTemplate(contract, contracts),
      ]),
    ),
  };
}
