import { html, nothing, type TemplateResult } from 'lit-html';
import { formatCount } from '../../content/format.ts';
import { roomAvatars, SAMPLE_ROOMS, TRENDING_LABEL } from '../../content/rooms.ts';

/** Light-DOM fallback of <echojam-community-rooms>: the four sample rooms as a list. */
export function communityRoomsFallback(): TemplateResult {
  return html`<div class="widget-fallback community-rooms-fallback">
    <p class="muted room-list__note" id="salas-so-no-app">
      <span aria-hidden="true">💡</span> Para entrar em uma sala, abra o app EchoJam: por aqui você só espia.
    </p>
    <ul class="room-list">
    ${SAMPLE_ROOMS.map((room) => {
      const { avatars, overflow } = roomAvatars(room);
      return html`<li class="card room-card" data-room=${room.id}>
        <div class="room-card__top">
          <h3 class="room-card__name">${room.name}</h3>
          ${room.trending ? html`<span class="room-card__trending"><span aria-hidden="true">🔥</span> ${TRENDING_LABEL}</span>` : nothing}
        </div>
        <p class="room-card__avatars" aria-hidden="true">
          ${avatars.map((avatar) => html`<span class="avatar">${avatar}</span>`)}
          ${overflow > 0 ? html`<span class="avatar avatar--more">+${overflow}</span>` : nothing}
        </p>
        <dl class="room-card__details">
          <div><dt>Pessoas</dt><dd>${formatCount(room.users)} na sala</dd></div>
          <div><dt>Gênero</dt><dd>${room.genre}</dd></div>
          <div><dt>Anfitrião</dt><dd>${room.host}</dd></div>
          <div><dt>No ar há</dt><dd>${room.duration}</dd></div>
        </dl>
        <button class="button room-card__join" type="button" disabled aria-describedby="salas-so-no-app">
          Entrar na sala
        </button>
      </li>`;
    })}
    </ul>
  </div>`;
}
