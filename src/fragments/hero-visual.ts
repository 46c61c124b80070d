import { html, type TemplateResult } from 'lit-html';
import { HERO_CHAT, HERO_LISTENERS, HERO_POSITION, HERO_PROMISE, HERO_TRACK, HERO_VOTE } from '../content/hero.ts';

/**
 * The hero's picture of the promise: a Jam's card (the song playing, the friends' playheads lined up on the
 * same second, a chat message, a vote), in HTML and CSS so it costs no request and paints with the text.
 * The card is decorative (aria-hidden); the promise is said once, in words, for screen readers.
 * What moves (src/styles/home.css) is what the app does: the song advancing for everyone at once, the sync
 * dot, a message arriving, a vote counted; transform and opacity only, nothing under reduced motion.
 */
export function heroVisual(): TemplateResult {
  return html`<div class="hero__visual">
    <p class="visually-hidden">${HERO_PROMISE}</p>
    <div class="jam-card" aria-hidden="true">
      <div class="jam-card__now">
        <span class="jam-card__art"></span>
        <span class="jam-card__track">
          <span class="jam-card__label">Tocando agora</span>
          <strong class="jam-card__title">${HERO_TRACK.title}</strong>
          <span class="jam-card__artist">${HERO_TRACK.artist}</span>
        </span>
        <span class="jam-card__sync"><span class="jam-card__dot"></span>Sincronizado</span>
      </div>
      <div class="jam-card__timeline">
        <ul class="jam-card__listeners">
          ${HERO_LISTENERS.map(
            (name) =>
              html`<li class="jam-card__listener">
                <span class="jam-card__avatar">${name.charAt(0)}</span>
                <span class="jam-card__name">${name}</span>
                <span class="jam-card__track-line"></span>
              </li>`,
          )}
        </ul>
        <p class="jam-card__times">
          <span>${HERO_POSITION.elapsed} para ${HERO_LISTENERS.length} pessoas</span><span>${HERO_TRACK.duration}</span>
        </p>
      </div>
      <p class="jam-card__chat"><strong>${HERO_CHAT.author}</strong> ${HERO_CHAT.text}</p>
      <p class="jam-card__vote">
        <span>A seguir: <strong>${HERO_VOTE.track}</strong></span>
        <span class="jam-card__votes"
          ><span class="jam-card__count"><span>${HERO_VOTE.votes}</span><span>${HERO_VOTE.votes + 1}</span></span>
          votos</span
        >
      </p>
    </div>
  </div>`;
}
