import { html, nothing, type TemplateResult } from 'lit-html';
import { DOWNLOAD_FACTS, DOWNLOAD_LINKS, OPERATING_SYSTEMS, OS_LABELS } from '../config.ts';

export interface DownloadButtonsOptions {
  /** The page's first call to action: the fixed download bar waits until it has left the viewport. */
  heldBar?: boolean;
}

/**
 * Three real download links (Windows, Mac, Linux) that open the installer in a new tab, then the
 * installer's facts when the build knows them. The served HTML is the same for every visitor: three
 * secondary buttons of one size; src/site/visitor-os.ts makes the visitor's own system the primary once the
 * page is parsed, a change of colour only, so nothing moves. A phone (no system to pick: its primary
 * action is sending the link to a computer) and a browser without JavaScript keep three equal buttons.
 */
export function downloadButtonsTemplate({ heldBar = false }: DownloadButtonsOptions = {}): TemplateResult {
  return html`<ul class="download-buttons" data-holds-download-bar=${heldBar ? '' : nothing}>
      ${OPERATING_SYSTEMS.map(
        (os) =>
          html`<li>
            <a
              class="button button--secondary"
              href=${DOWNLOAD_LINKS[os]}
              target="_blank"
              rel="noopener noreferrer"
              data-download-os=${os}
              >Baixar para ${OS_LABELS[os]}<span class="visually-hidden"> (abre em nova aba)</span></a
            >
          </li>`,
      )}
    </ul>
    ${downloadFacts()}`;
}

/** 'Versão 2.1.0 · 48 MB · SHA-256: …', from the build configuration; nothing at all when none is set. */
function downloadFacts(): TemplateResult | typeof nothing {
  const { version, size, sha256 } = DOWNLOAD_FACTS;
  if (version === undefined && size === undefined && sha256 === undefined) return nothing;
  return html`<dl class="download-facts">
    ${
      version === undefined
        ? nothing
        : html`<div>
            <dt>Versão</dt>
            <dd>${version}</dd>
          </div>`
    }
    ${
      size === undefined
        ? nothing
        : html`<div>
            <dt>Tamanho</dt>
            <dd>${size}</dd>
          </div>`
    }
    ${
      sha256 === undefined
        ? nothing
        : html`<div class="download-facts__sum">
            <dt>SHA-256</dt>
            <dd><code>${sha256}</code></dd>
          </div>`
    }
  </dl>`;
}
