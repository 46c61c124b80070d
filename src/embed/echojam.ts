import { defineWhenPresent } from '../lib/lazy-define.ts';
import { afterLoadAndIdle } from '../lib/page-ready.ts';
import { WIDGET_LOADERS } from '../lib/widget-registry.ts';

/**
 * /embed/v1/echojam.js — the partners' one script tag. It defines every EchoJam element lazily: an
 * element's code (and React, once) loads when the element is in the page, now or later.
 * The same URL included twice runs once (ES modules). A second copy from another build finds the
 * marker below and stands down, so the elements are defined once and React loads once.
 * That marker, a non-enumerable symbol-keyed property of window, is the embed's only global.
 */
const LOADER_MARK = Symbol.for('echojam.embed.v1');
const host = globalThis as typeof globalThis & { [LOADER_MARK]?: true };

if (!host[LOADER_MARK]) {
  Object.defineProperty(host, LOADER_MARK, { value: true });
  // A partner's element may have no fallback content: load as soon as the page is idle.
  defineWhenPresent(WIDGET_LOADERS, afterLoadAndIdle());
}
