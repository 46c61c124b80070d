/** Moments at which a page may start loading widget code. */

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

function afterLoad(root: Document): Promise<void> {
  if (root.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => root.defaultView?.addEventListener('load', () => resolve(), { once: true }));
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 1);
  });
}

/** Once the page has loaded and the browser is idle: widget code never competes with the first paint. */
export function afterLoadAndIdle(root: Document = document): Promise<void> {
  return afterLoad(root).then(whenIdle);
}

/**
 * At the visitor's first interaction (a touch, a key, the pointer, a scroll), or once the page has
 * stayed quiet for `quietMs` after loading. For pages whose widgets have complete fallbacks: the main
 * thread stays free while a slow phone is still busy with the page, and the widgets are live by the
 * time the visitor reaches for them.
 */
export function afterFirstInteraction(root: Document = document, quietMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      for (const type of INTERACTIONS) root.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTERACTIONS) root.addEventListener(type, start, { capture: true, passive: true });
    void afterLoad(root).then(() => setTimeout(start, quietMs));
  });
}
