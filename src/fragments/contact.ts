import { html, type TemplateResult } from 'lit-html';
import { LINKS, PRODUCT_NAME, type ProjectLinks } from '../config.ts';

/**
 * The contact section's pointer to the source code (/sobre#contato), outside the contact-form widget.
 * A link only when the build was given the address (ECHOJAM_SOURCE_URL); otherwise plain text that
 * invents no address.
 */
export function sourceCodeNote(
  links: Pick<ProjectLinks, 'sourceCode'> = LINKS,
  productName = PRODUCT_NAME,
): TemplateResult {
  return html`<p class="source-code-note muted">
    ${
      links.sourceCode === undefined
        ? html`O código do ${productName} é aberto. O endereço onde ele é publicado será informado nesta página.`
        : html`O código do ${productName} é aberto:
            <a href=${links.sourceCode} target="_blank" rel="noopener noreferrer"
              >veja o código-fonte<span class="visually-hidden"> (abre em nova aba)</span></a
            >.`
    }
  </p>`;
}
