// @vitest-environment node
/**
 * A page's widget element, rendered by the real build-time renderer: every attribute value the HTML
 * standard allows in a quoted value (">" included) reaches the widget as written and shows in its render.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';
import { downloadBarTitle } from '../content/download-bar.ts';
import { createWidgetRenderer, renderWidgetsInto } from './widget-islands.ts';

type Node = DefaultTreeAdapterMap['node'];

/** The text a reader sees in `node`, declarative shadow roots (template contents) included. */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  const content = node.nodeName === 'template' ? (node as DefaultTreeAdapterMap['template']).content : undefined;
  const children = 'childNodes' in node ? node.childNodes : [];
  return [...(content ? content.childNodes : []), ...children].map(textOf).join('');
}

const renderer = createWidgetRenderer();
afterAll(() => renderer.close());

describe('a widget attribute holding ">"', { timeout: 120_000 }, () => {
  it('builds <echojam-download-bar product-name="Echo > Jam"> and shows "Echo > Jam"', async () => {
    const page =
      '<!doctype html><html><head><title>x</title></head><body>' +
      '<echojam-download-bar product-name="Echo > Jam" variant="inline"></echojam-download-bar></body></html>';
    const html = await renderWidgetsInto(page, renderer, 'pages/teste.html');
    expect(html).toContain('<echojam-download-bar product-name="Echo > Jam" variant="inline"><template');
    expect(textOf(parse(html))).toContain(downloadBarTitle('Echo > Jam'));
  });
});
