import { html, type TemplateResult } from 'lit-html';
import { DOWNLOAD_LINKS } from '../config.ts';

/**
 * The main download link of a card or call to action. The installer is one archive for every
 * system, so the Windows key stands for all three.
 */
export function primaryDownloadLink(label: string, extraClass = ''): TemplateResult {
  return html`<a
    class="button button--primary ${extraClass}"
    href=${DOWNLOAD_LINKS.windows}
    target="_blank"
    rel="noopener noreferrer"
    data-download-os="windows"
    >${label}<span class="visually-hidden"> (abre em nova aba)</span></a
  >`;
}
