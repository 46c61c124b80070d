/**
 * Where the preview images are loaded from. Partners embed this widget from our origin, so the
 * default is the origin this module was served from (not the partner page's): their page has no
 * /images/player-preview-*.webp. On our own pages the two are the same.
 */
export const OWN_ORIGIN = ownOrigin(import.meta.url);

/**
 * '' in the build-time render (a file: URL has no origin) and on our own pages: the images are root-relative
 * there, as the build rendered them, so that hydration finds the same srcset it would otherwise rewrite.
 */
function ownOrigin(moduleUrl: string): string {
  const { origin } = new URL(moduleUrl);
  if (origin === 'null') return '';
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin === pageOrigin ? '' : origin;
}

/** The address of `file` (e.g. "player-preview-640.webp") under `<base>/images/` ('' for our own site's root). */
export function previewImageUrl(base: string, file: string): string {
  if (base === '') return `/images/${file}`;
  const folder = base.endsWith('/') ? base : `${base}/`;
  return new URL(`images/${file}`, folder).href;
}
