import { describe, expect, it } from 'vitest';
import type { WidgetHtmlOptions } from '../lib/render-widget-html.tsx';
import { renderWidgetsInto, type WidgetRenderer } from './widget-islands.ts';

/** A renderer that knows two tags: one our pages hydrate, one they don't. */
function fakeRenderer(): WidgetRenderer {
  return {
    close: async () => undefined,
    module: async () => ({
      renderWidget(tag: string, attributes: ReadonlyMap<string, string>, options: WidgetHtmlOptions) {
        if (tag === 'echojam-unknown') return null;
        if (attributes.get('variant') === 'bad') options.warn(`<${tag}>: attribute variant="bad" is not valid`);
        if (tag === 'echojam-styled') {
          const markup = '<div class="bar bar--inline">x</div>';
          const css =
            ':host{display:block}.bar{gap:1px}.bar--fixed{position:fixed}@media (width>=48rem){.bar__menu{gap:2px}}';
          return {
            html: `<template shadowrootmode="open"><style>${options.transformCss?.(css, markup)}</style>${markup}</template>`,
            hydrate: true,
          };
        }
        return {
          html: `<template shadowrootmode="open">${tag}:${JSON.stringify([...attributes])}</template>`,
          hydrate: tag === 'echojam-live',
        };
      },
    }),
  };
}

const page = (body: string) => `<html><head><title>x</title></head><body>${body}</body></html>`;

describe('renderWidgetsInto', () => {
  it("puts each element's render inside it, with its attributes decoded, and lists the widgets to hydrate", async () => {
    const html = await renderWidgetsInto(
      page(
        '<echojam-live variant="inline" class="a" data-x="1 &amp; 2"></echojam-live><echojam-static></echojam-static>',
      ),
      fakeRenderer(),
      'pages/x.html',
    );
    expect(html).toContain(
      '<echojam-live variant="inline" class="a" data-x="1 &amp; 2"><template shadowrootmode="open">echojam-live:[["variant","inline"],["class","a"],["data-x","1 & 2"]]</template></echojam-live>',
    );
    expect(html).toContain(
      '<echojam-static><template shadowrootmode="open">echojam-static:[]</template></echojam-static>',
    );
    expect(html).toContain('<meta name="echojam-widgets" content="echojam-live">\n</head>');
  });

  it('reads every attribute value the HTML standard allows as written, ">" included', async () => {
    const html = await renderWidgetsInto(
      page(`<echojam-static product-name="Echo > Jam" data-a='x"y' data-b=bare></echojam-static>`),
      fakeRenderer(),
      'pages/x.html',
    );
    expect(html).toContain(
      `<echojam-static product-name="Echo > Jam" data-a='x"y' data-b=bare><template shadowrootmode="open">echojam-static:[["product-name","Echo > Jam"],["data-a","x\\"y"],["data-b","bare"]]</template></echojam-static>`,
    );
  });

  it("keeps in a render's style only the rules its markup can match: the element adopts the whole CSS once upgraded", async () => {
    const html = await renderWidgetsInto(page('<echojam-styled></echojam-styled>'), fakeRenderer(), 'pages/x.html');
    expect(html).toContain('<style>:host{display:block}.bar{gap:1px}</style><div class="bar bar--inline">x</div>');
  });

  it('adds no list to a page with nothing to hydrate', async () => {
    const html = await renderWidgetsInto(page('<echojam-static></echojam-static>'), fakeRenderer(), 'pages/x.html');
    expect(html).not.toContain('echojam-widgets');
  });

  it('fails the build on hand-written content, an unknown widget or a refused attribute value', async () => {
    await expect(
      renderWidgetsInto(page('<echojam-live><p>copy</p></echojam-live>'), fakeRenderer(), 'pages/x.html'),
    ).rejects.toThrow(/must be empty/);
    await expect(
      renderWidgetsInto(page('<echojam-live><!-- note --></echojam-live>'), fakeRenderer(), 'pages/x.html'),
    ).rejects.toThrow(/must be empty/);
    await expect(
      renderWidgetsInto(page('<echojam-unknown></echojam-unknown>'), fakeRenderer(), 'pages/x.html'),
    ).rejects.toThrow(/no widget/);
    await expect(
      renderWidgetsInto(page('<echojam-live variant="bad"></echojam-live>'), fakeRenderer(), 'pages/x.html'),
    ).rejects.toThrow(/pages\/x.html: <echojam-live>: attribute variant="bad"/);
  });
});
