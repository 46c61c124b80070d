import { html, render } from 'lit-html';
import { WIDGET_CONTRACTS } from '../catalog/widget-contracts.ts';
import { WIDGET_LOADERS } from '../catalog/widget-loaders.ts';
import { createLazyDefiner } from '../lib/lazy-define.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { WidgetPanel } from './widget-panel.ts';
import './workbench.css';

/** Start settings that suit a page full of widgets (the fixed bar would cover the others). */
const INITIAL_ATTRIBUTES: Readonly<Record<string, Record<string, string | true>>> = {
  'echojam-download-bar': { variant: 'inline' },
};

/** The toast area has no attributes and no box of its own: the contact form's panel shows it at work. */
const SHOWN_WITHOUT_PANEL = new Set(['echojam-toaster']);

const WITH_PANEL = WIDGET_CONTRACTS.filter((contract) => !SHOWN_WITHOUT_PANEL.has(contract.tag));

// The panels create their elements in the browser, so the build listed none for the site's script:
// the workbench brings every widget to life itself.
createLazyDefiner(WIDGET_LOADERS).watch(document);

const root = document.getElementById('workbench');
if (root) {
  const panels: WidgetPanel[] = [];
  const update = () =>
    render(
      html`<nav class="workbench-index" aria-label="Widgets">
          <ul>
            ${WITH_PANEL.map((contract) => html`<li><a href=${`#${contract.tag.replace(/^echojam-/, '')}`}><code>${contract.tag}</code></a></li>`)}
          </ul>
        </nav>
        ${panels.map((panel) => panel.template())}`,
      root,
    );
  // One panel per task, so building the workbench never blocks the page for long.
  root.replaceChildren();
  for (const contract of WITH_PANEL) {
    panels.push(new WidgetPanel(contract, INITIAL_ATTRIBUTES[contract.tag] ?? {}, update));
    update();
    await yieldToBrowser();
  }
}
