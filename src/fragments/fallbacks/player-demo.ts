import { html, type TemplateResult } from 'lit-html';
import { CONNECTED_USERS, STATUS_LABELS } from '../../content/connected-users.ts';
import { APP_ONLY_LABEL, MIX_CONTROLS } from '../../content/mixer.ts';
import { NOW_PLAYING, UP_NEXT } from '../../content/queue.ts';
import { playerPreviewPicture } from '../player-preview-picture.ts';

/** SVG paths (24×24 viewBox) of the disabled playback buttons. */
const PLAYBACK_BUTTONS = [
  { path: 'M7 6v12M18 6l-8.5 6 8.5 6z', label: 'Música anterior' },
  { path: 'M8 5.5v13l10.5-6.5z', label: 'Tocar' },
  { path: 'M17 6v12M6 6l8.5 6L6 18z', label: 'Próxima música' },
] as const;

/** Light-DOM fallback of <echojam-player-demo>: a static preview of the player. */
export function playerDemoFallback(): TemplateResult {
  return html`<div class="widget-fallback player-demo-fallback">
    <figure class="player-preview">
      ${playerPreviewPicture({
        sizes: '(min-width: 72rem) 700px, 100vw',
        alt: 'O player do EchoJam: a música tocando, a fila compartilhada, o chat da sala e os controles de volume, graves e agudos',
        aboveTheFold: true,
      })}
      <figcaption class="player-preview__overlay">
        <span aria-hidden="true">🎧</span> Prévia estática: para tocar de verdade, baixe o app.
      </figcaption>
    </figure>

    <div class="player-panel">
      <div class="card player-panel__block" data-block="now">
        <h2 id="tocando-agora" class="player-panel__heading">Tocando agora</h2>
        <p class="now-playing">
          <strong class="now-playing__title">${NOW_PLAYING.title}</strong>
          <span class="muted">${NOW_PLAYING.artist} · ${NOW_PLAYING.duration}</span>
          <span class="muted now-playing__added">Adicionada por ${NOW_PLAYING.addedBy}</span>
        </p>
        <ul class="playback-buttons">
          ${PLAYBACK_BUTTONS.map(
            (button) => html`<li>
              <button class="playback-button" type="button" disabled aria-label="${button.label} (${APP_ONLY_LABEL})">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d=${button.path} fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
                </svg>
              </button>
            </li>`,
          )}
        </ul>
        <p class="app-only-note"><span class="app-only">${APP_ONLY_LABEL}</span> Os controles de reprodução funcionam no app.</p>
      </div>

      <div class="card player-panel__block" data-block="mix">
        <h2 id="mixagem-individual" class="player-panel__heading">Sua mixagem</h2>
        <ul class="mixer">
          ${MIX_CONTROLS.map(
            (control) => html`<li class="mixer__control">
              <label for="mixer-${control.id}">${control.label}</label>
              <input
                id="mixer-${control.id}"
                type="range"
                min=${control.min}
                max=${control.max}
                step=${control.step}
                value=${control.value}
                disabled
              />
              <span class="mixer__value">${control.value}</span>
              <span class="app-only">${APP_ONLY_LABEL}</span>
            </li>`,
          )}
        </ul>
      </div>

      <div class="card player-panel__block" data-block="queue">
        <h2 id="proximas-na-fila" class="player-panel__heading">Próximas na fila</h2>
        <ol class="queue">
          ${UP_NEXT.map(
            (track) => html`<li class="queue__item">
              <span class="queue__title">${track.title}</span>
              <span class="muted">${track.artist} · ${track.duration} · por ${track.addedBy}</span>
            </li>`,
          )}
        </ol>
      </div>

      <div class="card player-panel__block" data-block="people">
        <h2 id="na-sala" class="player-panel__heading">Na sala agora</h2>
        <ul class="people">
          ${CONNECTED_USERS.map(
            (user) => html`<li class="people__item">
              <span class="avatar" aria-hidden="true">${user.avatar}</span>
              <span class="people__name">${user.name}</span>
              <span class="role role--${user.status}">${STATUS_LABELS[user.status]}</span>
            </li>`,
          )}
        </ul>
      </div>
    </div>
  </div>`;
}
