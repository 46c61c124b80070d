/** The 404 page logs the path the visitor tried. A warning, not an error: nothing is broken in the page. */
export function logMissingPath(root: Document = document, location: Location = window.location): void {
  if (!root.querySelector('[data-not-found]')) return;
  console.warn(`404: a página "${location.pathname}" não existe.`);
}
