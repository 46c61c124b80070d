import { html, type TemplateResult } from 'lit-html';
import { SITE_URL } from '../config.ts';
import { SITE_ORIGIN_PLACEHOLDER } from '../shell/site-origin.ts';
import { DESKTOP_APP_NOTICE } from '../content/desktop-notice.ts';

/**
 * For phones and tablets, in the hero: the app is for computers; a button sends the page's link onward
 * (src/site/share-link.ts: the Web Share API, else the clipboard, confirmed by a toast). Shown by CSS to
 * touch-only screens (and by the site's script to a phone's user agent), so the first paint is already right
 * on a phone and a desktop never sees it. With JavaScript off the button is hidden and the address, in
 * words, is what to take to the computer.
 */
export function desktopNotice(): TemplateResult {
  // Unset, the address is a slot the site's script fills with the page's own origin (src/site/site-origin.ts).
  const address =
    SITE_URL === undefined
      ? html`<span data-site-origin>${SITE_ORIGIN_PLACEHOLDER}</span>`
      : SITE_URL.replace(/^https?:\/\//, '');
  return html`<div class="desktop-notice" role="note" aria-labelledby="aviso-computador">
    <p class="desktop-notice__title" id="aviso-computador">${DESKTOP_APP_NOTICE.title}</p>
    <p class="desktop-notice__text">${DESKTOP_APP_NOTICE.text} <strong>${address}</strong></p>
    <button class="button button--primary desktop-notice__share" type="button" data-share-link>
      ${DESKTOP_APP_NOTICE.button}
    </button>
  </div>`;
}
