import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import type { TemplateResult } from 'lit-html';

/** Lit's hydration markers (`<!--lit-part …-->`, `<!--/lit-part-->`, `<!--lit-node 3-->`): our markup is never hydrated. */
const LIT_MARKERS = /<!--\/?lit-(?:part|node)[^>]*-->|<\?lit\$[0-9]+\$>/g;

/** Renders a lit-html template to a plain HTML string at build time; values are escaped by lit. */
export function renderToHtml(template: TemplateResult): string {
  return collectResultSync(render(template)).replace(LIT_MARKERS, '');
}
