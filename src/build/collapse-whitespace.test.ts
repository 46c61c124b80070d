// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './collapse-whitespace.ts';

describe('collapseWhitespace', () => {
  it('makes each run of whitespace with a line break, in text and between tags, one line break', async () => {
    const html = '<ul>\n      <li>\n        Crie uma Jam,\n        chame os amigos\n      </li>\n    </ul>\n  ';
    expect(await collapseWhitespace(html)).toBe('<ul>\n<li>\nCrie uma Jam,\nchame os amigos\n</li>\n</ul>\n');
  });

  it('leaves runs without a line break, and a lone space between inline elements, as they are', async () => {
    const html = '<p>Um só  download, <a href="/">sem conta</a> <strong>para criar</strong></p>';
    expect(await collapseWhitespace(html)).toBe(html);
  });

  it('keeps <pre>, <textarea>, <script>, <style> and declarative shadow roots byte for byte', async () => {
    const kept = [
      '<pre class="code-block"><code>&lt;echojam-faq&gt;\n  &lt;/echojam-faq&gt;</code></pre>',
      '<textarea>\n  linha\n</textarea>',
      '<script type="application/ld+json">\n  {"a": 1}\n</script>',
      '<style>\n  body { color: red }\n</style>',
      '<template shadowrootmode="open"><style>:host{}</style><p>\n   texto do widget\n</p></template>',
    ];
    const html = `<div>\n  ${kept.join('\n  ')}\n</div>`;
    const collapsed = await collapseWhitespace(html);
    for (const element of kept) expect(collapsed).toContain(element);
    expect(collapsed).toBe(`<div>\n${kept.join('\n')}\n</div>`);
  });

  it('does not take an element whose name only starts like a kept one (<prefix-x>) for it', async () => {
    expect(await collapseWhitespace('<prefix-x>\n  a\n</prefix-x>')).toBe('<prefix-x>\na\n</prefix-x>');
  });

  it('reads a ">" inside a quoted attribute value, and comments, as part of their tag', async () => {
    const html = '<a title="1 > 0\n   sempre" data-x=\'a>\n b\'>\n  texto\n</a><!-- nota:\n   fim -->';
    expect(await collapseWhitespace(html)).toBe(
      '<a title="1 > 0\n   sempre" data-x=\'a>\n b\'>\ntexto\n</a><!-- nota:\n   fim -->',
    );
  });

  it("makes the whitespace between a tag's attributes one space; attribute values keep their line breaks", async () => {
    const html = '<meta name="description"\n      content="Ouça junto.\n   Grátis." />';
    expect(await collapseWhitespace(html)).toBe('<meta name="description" content="Ouça junto.\n   Grátis." />');
  });

  it("drops the whitespace before a tag's end, in start and end tags alike", async () => {
    const html = '<a\n   href="/criar-sala"\n   \n   >Criar Sala</a\n  ><br />';
    expect(await collapseWhitespace(html)).toBe('<a href="/criar-sala">Criar Sala</a><br />');
  });

  it('leaves the tags inside kept elements as written', async () => {
    const html = '<template shadowrootmode="open"><p\n  class="x"\n>a</p\n></template>';
    expect(await collapseWhitespace(html)).toBe(html);
  });
});
