import { html, type TemplateResult } from 'lit-html';
import { POLICY_DATE } from '../content/policy.ts';

/** 'Última atualização' line of the legal documents. */
export function legalUpdated(): TemplateResult {
  return html`<p class="legal__updated">
    Última atualização: <time datetime=${POLICY_DATE.iso}>${POLICY_DATE.text}</time>
  </p>`;
}
