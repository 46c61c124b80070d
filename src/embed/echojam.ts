import { WIDGET_LOADERS } from '../catalog/widget-loaders.ts';
import { replayEarlyInteractions } from '../lib/event-replay.ts';
import { createLazyDefiner } from '../lib/lazy-define.ts';
import { afterParseAndIdle } from '../lib/page-ready.ts';

/**
 * /embed/v1/echojam.js — the partners' one script tag. It defines every EchoJam element lazily: an
 * element's code (and React, once) loads when the element is in the page, now or later, from the
 * parsed document on (never waiting for the page's `load`).
 * The same URL included twice runs once (ES modules). A second copy from another build finds the
 * marker below and stands down, so the elements are defined once and React loads once.
 * That marker, a non-enumerable symbol-keyed property of window, is the embed's only global.
 *
 * The document is watched on its own. Two exports serve what the loader cannot see:
 * `discover(root)` for elements in a shadow root, `define(tags?)` to load code now.
 */
const LOADER_MARK = Symbol.for('echojam.embed.v1');
const host = globalThis as typeof globalThis & { [LOADER_MARK]?: true };
const widgets = createLazyDefiner(WIDGET_LOADERS);

if (!host[LOADER_MARK]) {
  Object.defineProperty(host, LOADER_MARK, { value: true });
  replayEarlyInteractions(widgets);
  void afterParseAndIdle().then(() => widgets.watch(document));
}

/**
 * Loads and defines the given elements now (every element when no tag is given), wherever they are
 * or will be; resolves once all are defined. An unknown tag rejects, naming it.
 */
export function define(tags: readonly string[] = widgets.tags): Promise<void> {
  const unknown = tags.filter((tag) => !widgets.tags.includes(tag));
  if (unknown.length > 0) return Promise.reject(new TypeError(`EchoJam: unknown element(s) ${unknown.join(', ')}`));
  for (const tag of tags) widgets.load(tag);
  return Promise.all(tags.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
}

/**
 * Watches a root the loader cannot see, typically a shadow root: its EchoJam elements, now and
 * later, load their code as they come near the viewport, as in the document.
 */
export function discover(root: Document | ShadowRoot): void {
  widgets.watch(root);
}
