import { html, type TemplateResult } from 'lit-html';
import type { AttributeSchema } from '../lib/attributes.ts';
import type { WidgetContract } from '../lib/widget-types.ts';
import { panelTemplate } from './panel-template.ts';

/** Start settings that suit a page full of widgets. */
const INITIAL_ATTRIBUTES: Readonly<Record<string, Record<string, string | true>>> = {
  // The fixed bar would cover the others.
  'echojam-download-bar': { variant: 'inline' },
  // Its image is far below the fold here.
  'echojam-player-demo': { 'image-loading': 'lazy' },
};

/** The toast area has no attributes and no box of its own: the contact form's panel shows it at work. */
const SHOWN_WITHOUT_PANEL = new Set(['echojam-toaster']);

/**
 * The developers' workbench (`<!-- @render workbench -->` in pages/widgets/index.html), built from the
 * widgets' contracts: an index, then one panel per widget.
 */
export function workbenchTemplate(contracts: readonly WidgetContract<AttributeSchema>[]): TemplateResult {
  const shown = contracts.filter((contract) => !SHOWN_WITHOUT_PANEL.has(contract.tag));
  return html`<nav class="workbench-index" aria-label="Widgets">
      <ul>
        ${shown.map((contract) => html`<li><a href=${`#${contract.tag.replace(/^echojam-/, '')}`}><code>${contract.tag}</code></a></li>`)}
      </ul>
    </nav>
    ${shown.map((contract) => panelTemplate(contract, INITIAL_ATTRIBUTES[contract.tag] ?? {}))}`;
}
