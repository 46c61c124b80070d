/**
 * The embed snippets name the address this page is served from when the build was given none
 * (src/shell/site-origin.ts): the build leaves a slot, filled here.
 */
export function showSiteOrigin(): void {
  for (const slot of document.querySelectorAll('[data-site-origin]')) {
    slot.textContent = location.origin;
    // Kept as an element (marked filled) so a test can tell the address apart from the snippet around it.
    slot.removeAttribute('data-site-origin');
    slot.setAttribute('data-site-origin-filled', '');
  }
}
