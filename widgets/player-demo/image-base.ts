/**
 * Where the preview images are loaded from. Partners embed this widget from our origin, so the
 * default is the origin this module was served from (not the partner page's): their page has no
 * /images/player-preview-*.webp. On our own pages the two are the same.
 */
export const OWN_ORIGIN = new URL(import.meta.url).origin;

/** The address of `file` (e.g. "player-preview-640.webp") under `<base>/images/`. */
export function previewImageUrl(base: string, file: string): string {
  const folder = base.endsWith('/') ? base : `${base}/`;
  return new URL(`images/${file}`, folder).href;
}
