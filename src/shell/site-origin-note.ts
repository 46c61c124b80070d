import { html, nothing, type TemplateResult } from 'lit-html';
import { SITE_URL } from '../config.ts';

/**
 * For visitors without JavaScript, when the address is not configured: what the placeholder in the
 * snippets stands for (with JavaScript, the site's script writes the page's address in). Empty when configured.
 * The placeholder is written out (SITE_ORIGIN_PLACEHOLDER of site-origin.ts): <noscript> content takes no bindings.
 */
export function siteOriginNote(siteUrl: string | undefined = SITE_URL): TemplateResult | typeof nothing {
  if (siteUrl !== undefined) return nothing;
  return html`<noscript
    ><p>
      Com o JavaScript desligado, os códigos desta página mostram <code>[endereço deste site]</code> no lugar do
      endereço deste site: troque pelo começo do endereço desta página, o protocolo e o domínio, sem o caminho.
    </p></noscript
  >`;
}
