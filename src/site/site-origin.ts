/**
 * The embed snippets name the address this page is served from when the build was given none
 * (src/shell/site-origin.ts): the build leaves a slot, filled here.
 */
export function showSiteOrigin(): void {
  for (const slot of document.querySelectorAll('[data-site-origin]')) slot.replaceWith(location.origin);
}
