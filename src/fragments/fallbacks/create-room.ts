import { html, type TemplateResult } from 'lit-html';
import { ROOM_FEATURES } from '../../content/features.ts';
import { APP_EXCLUSIVE_TEXT, APP_EXCLUSIVE_TITLE, ROOM_TYPES } from '../../content/create-room.ts';
import { downloadButtonsTemplate } from '../../shell/download-buttons.ts';

/** Light-DOM fallback of <echojam-create-room>: rooms are created in the app. */
export function createRoomFallback(): TemplateResult {
  return html`<div class="widget-fallback create-room-fallback">
    <div class="card create-room-fallback__main">
      <h2 id="criar-no-app">${APP_EXCLUSIVE_TITLE}</h2>
      <p>${APP_EXCLUSIVE_TEXT}</p>
      <h3>Pública ou privada: você escolhe</h3>
      <dl class="room-types">
        ${ROOM_TYPES.map(
          (type) => html`<div class="room-types__item room-types__item--${type.value}">
            <dt>Sala ${type.label.toLowerCase()}</dt>
            <dd>${type.description}</dd>
          </div>`,
        )}
      </dl>
      ${downloadButtonsTemplate()}
    </div>
    <div class="card create-room-fallback__features">
      <h2 id="toda-jam-vem-com">Toda Jam vem com</h2>
      <ul class="icon-list">
        ${ROOM_FEATURES.map(
          (feature) => html`<li>
            <span class="icon-list__icon" aria-hidden="true">${feature.icon}</span>
            <span><strong>${feature.title}</strong><br /><span class="muted">${feature.description}</span></span>
          </li>`,
        )}
      </ul>
    </div>
  </div>`;
}
