import { html, type TemplateResult } from 'lit-html';
import { HERO_BADGES } from '../content/claims.ts';
import { HOME_FEATURES } from '../content/features.ts';
import { downloadButtonsTemplate } from '../shell/download-buttons.ts';
import { featureGrid } from './feature-grid.ts';
import { playerPreviewPicture } from './player-preview-picture.ts';

/** The hero's three badges. */
export function heroBadges(): TemplateResult {
  return html`<ul class="badges hero__badges">
    ${HERO_BADGES.map((badge) => html`<li class="badge">${badge}</li>`)}
  </ul>`;
}

/** The hero's download buttons: the page's first call to action, which the fixed bar waits for. */
export function heroDownloadButtons(): TemplateResult {
  return downloadButtonsTemplate({ heldBar: true });
}

/** The four cards under 'Por que EchoJam?'. */
export function homeFeatures(): TemplateResult {
  return featureGrid(HOME_FEATURES);
}

/** The player screenshot of the section 'Tudo da Jam em uma tela' (below the fold: lazy). */
export function playerScreenshot(): TemplateResult {
  return playerPreviewPicture({
    // The content column: 1rem gutters, at most 72rem.
    sizes: '(min-width: 74rem) 72rem, calc(100vw - 2rem)',
    alt: 'O player do EchoJam: a música tocando agora com a capa e a barra de progresso, a fila compartilhada com as próximas músicas, o chat da sala e os controles de volume, graves e agudos',
    aboveTheFold: false,
  });
}
