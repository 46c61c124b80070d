import { html, render } from 'lit-html';
import { WIDGET_CONTRACTS } from '../lib/widget-contracts.ts';
import { WidgetPanel } from './widget-panel.ts';
import './workbench.css';

/** Start settings that suit a page full of widgets (the fixed bar would cover the others). */
const INITIAL_ATTRIBUTES: Readonly<Record<string, Record<string, string | true>>> = {
  'echojam-download-bar': { variant: 'inline' },
};

/** The toast area has no attributes and no box of its own: the contact form's panel shows it at work. */
const SHOWN_WITHOUT_PANEL = new Set(['echojam-toaster']);

const root = document.getElementById('workbench');
if (root) {
  const panels: WidgetPanel[] = [];
  const update = () =>
    render(
      html`<nav class="workbench-index" aria-label="Widgets">
          <ul>
            ${panels.map((panel) => html`<li><a href=${`#${panel.contract.tag.replace(/^echojam-/, '')}`}><code>${panel.contract.tag}</code></a></li>`)}
          </ul>
        </nav>
        ${panels.map((panel) => panel.template())}`,
      root,
    );
  for (const contract of WIDGET_CONTRACTS) {
    if (!SHOWN_WITHOUT_PANEL.has(contract.tag)) panels.push(new WidgetPanel(contract, INITIAL_ATTRIBUTES[contract.tag] ?? {}, update));
  }
  root.replaceChildren();
  update();
}
