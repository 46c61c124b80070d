import { html, type TemplateResult } from 'lit-html';
import { DOWNLOAD_LINKS, OPERATING_SYSTEMS, OS_LABELS } from '../config.ts';

/** Three real download links (Windows, Mac, Linux) that open the installer in a new tab. */
export function downloadButtonsTemplate(): TemplateResult {
  return html`<ul class="download-buttons">
    ${OPERATING_SYSTEMS.map(
      (os) =>
        html`<li>
          <a
            class="button button--primary"
            href=${DOWNLOAD_LINKS[os]}
            target="_blank"
            rel="noopener noreferrer"
            data-download-os=${os}
            >Baixar para ${OS_LABELS[os]}<span class="visually-hidden"> (abre em nova aba)</span></a
          >
        </li>`,
    )}
  </ul>`;
}
