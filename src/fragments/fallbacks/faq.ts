import { html, type TemplateResult } from 'lit-html';
import { FAQ } from '../../content/faq.ts';

/** Light-DOM fallback of <echojam-faq>: native disclosure widgets, one per question. */
export function faqFallback(): TemplateResult {
  return html`<div class="widget-fallback faq-fallback">
    ${FAQ.map(
      (item) => html`<details class="faq-item" id="faq-${item.id}">
        <summary class="faq-item__question">${item.question}</summary>
        <div class="faq-item__answer">${item.answer.map((paragraph) => html`<p>${paragraph}</p>`)}</div>
      </details>`,
    )}
  </div>`;
}
