import { html, type TemplateResult } from 'lit-html';
import { DOWNLOAD_LINKS, OPERATING_SYSTEMS, OS_LABELS, PRODUCT_NAME } from '../../src/config.ts';

/**
 * Light-DOM content of <echojam-download-bar> in our pages: the same texts and links as the widget,
 * laid out the same way (src/styles/shell.css), so it reads without JavaScript and nothing shifts on upgrade.
 */
export function downloadBarFallbackTemplate(): TemplateResult {
  return html`<section class="download-bar-fallback" aria-label="Baixe o ${PRODUCT_NAME}">
    <p class="download-bar-fallback__text">
      <strong>Baixe o ${PRODUCT_NAME} agora</strong>
      <span>Grátis, sem anúncios, sem cadastro</span>
    </p>
    <ul class="download-bar-fallback__links">
      ${OPERATING_SYSTEMS.map(
        (os) =>
          html`<li>
            <a href=${DOWNLOAD_LINKS[os]} target="_blank" rel="noopener noreferrer">${OS_LABELS[os]}<span class="visually-hidden"> (abre em nova aba)</span></a>
          </li>`,
      )}
    </ul>
  </section>`;
}
