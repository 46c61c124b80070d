import { detectOperatingSystem } from '../lib/detect-os.ts';

interface NavigatorLike {
  userAgent?: string;
  platform?: string;
  maxTouchPoints?: number;
  userAgentData?: { platform?: string };
}

/** A phone or a tablet, from the user agent (an iPad asking for the desktop site says "Macintosh" but has touch points). */
export function isHandheld(navigatorLike: NavigatorLike = navigator): boolean {
  const agent = `${navigatorLike.userAgent ?? ''} ${navigatorLike.platform ?? ''}`;
  if (/android|iphone|ipad|ipod|mobile/i.test(agent)) return true;
  return /mac/i.test(agent) && (navigatorLike.maxTouchPoints ?? 0) > 1;
}

/**
 * The served HTML is the same for every visitor: each group of download buttons has three equal
 * secondary buttons. Here, once the page is parsed, the visitor's own system becomes the primary: the same
 * box in other colours, so nothing moves. A phone or tablet (no system to pick) gets `html.is-handheld`,
 * which shows the hero's word that the app is for computers.
 */
export function markVisitorSystem(root: Document = document, navigatorLike: NavigatorLike = navigator): void {
  if (isHandheld(navigatorLike)) {
    root.documentElement.classList.add('is-handheld');
    return;
  }
  const os = detectOperatingSystem(navigatorLike);
  if (os === null) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('.download-buttons a[data-download-os]')) {
    const own = link.dataset.downloadOs === os;
    link.classList.toggle('button--primary', own);
    link.classList.toggle('button--secondary', !own);
    const hint = link.querySelector('.visually-hidden');
    if (own && hint) hint.textContent = ' (seu sistema, abre em nova aba)';
  }
}
