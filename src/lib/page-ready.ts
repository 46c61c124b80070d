/** The moment a page may start loading widget code: once the document is parsed and the browser is idle. */

function afterParse(root: Document): Promise<void> {
  if (root.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => root.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 1);
  });
}

/**
 * Once the document is parsed and the browser is idle: widget code never competes with the first
 * paint, and never waits for the page's `load` (which waits for every image, an ad, a slow video).
 */
export function afterParseAndIdle(root: Document = document): Promise<void> {
  return afterParse(root).then(whenIdle);
}
