import { readSessionFlag } from '../lib/session-flag.ts';
import { DISMISSED_KEY } from '../../widgets/download-bar/dismissed-key.ts';

/** Further than any page reaches. */
const STRETCH_DOWN_PX = 1_000_000;

/** Added to the fixed bar once the page's first call to action is behind the visitor. */
const BAR_SHOWN_CLASS = 'site-download-bar--shown';

/**
 * Pages with the fixed download bar reserve its height at the bottom (body.has-download-bar), from the
 * served HTML on, whether the bar shows or not: it never makes the page jump.
 * Once the visitor closes the bar, now or earlier in the session, the space is given back.
 */
export function manageDownloadBarSpace(root: Document = document): void {
  const bar = root.querySelector('echojam-download-bar.site-download-bar');
  if (!bar) return;
  const release = () => root.body.classList.remove('has-download-bar');
  if (readSessionFlag(DISMISSED_KEY)) {
    bar.setAttribute('hidden', '');
    release();
  }
  bar.addEventListener('echojam-dismiss', release);
  holdWhileCallToActionAhead(bar, root);
}

/**
 * A page whose first screen has its own call to action (the home hero's download buttons, the create-room
 * form: marked `data-holds-download-bar`) keeps the fixed bar out of the way, so it neither repeats those
 * buttons nor covers them, until that call to action has been scrolled past (above the viewport); scrolled
 * back to it, the bar goes again. The stylesheet keeps the bar below the window there from the first paint
 * when scripting is on; without an IntersectionObserver it simply shows.
 */
function holdWhileCallToActionAhead(bar: Element, root: Document): void {
  const held = root.querySelector('[data-holds-download-bar]');
  if (!held) return;
  if (typeof IntersectionObserver === 'undefined') {
    bar.classList.add(BAR_SHOWN_CLASS);
    return;
  }
  // The viewport stretched far downwards: the call to action leaves it only by going above its top, so a
  // jump from below the fold straight past it (a link, a restored scroll) still counts as passing it.
  new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      const passed = !entry.isIntersecting;
      bar.classList.toggle(BAR_SHOWN_CLASS, passed);
      // Below the window, its links must not take the keyboard's focus.
      bar.toggleAttribute('inert', !passed);
    },
    { rootMargin: `0px 0px ${STRETCH_DOWN_PX}px 0px` },
  ).observe(held);
}
