import { html, type TemplateResult } from 'lit-html';
import { ABOUT_STATS } from '../content/stats.ts';

/** The about page's headline figures. */
export function aboutStats(): TemplateResult {
  return html`<ul class="stats stats--headline">
    ${ABOUT_STATS.map(
      (stat) =>
        html`<li class="stats__item">
          <span class="stats__value">${stat.value}</span>
          <span class="stats__label">${stat.label}</span>
        </li>`,
    )}
  </ul>`;
}
