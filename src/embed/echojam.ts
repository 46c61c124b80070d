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
 */
const LOADER_MARK = Symbol.for('echojam.embed.v1');
const host = globalThis as typeof globalThis & { [LOADER_MARK]?: true };

if (!host[LOADER_MARK]) {
  Object.defineProperty(host, LOADER_MARK, { value: true });
  const widgets = createLazyDefiner(WIDGET_LOADERS);
  replayEarlyInteractions(widgets);
  void afterParseAndIdle().then(() => widgets.watch(document));
}
