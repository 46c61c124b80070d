// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets.ts';

type Bundle = Parameters<typeof inlineStylesheets>[1];
const bundleOf = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(files).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
  ) as unknown as Bundle;

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link of the build with a <style> holding the file, and names the files inlined', async () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/main-Ab12.css"><link rel="icon" href="/favicon.svg"></head>';
    const result = await inlineStylesheets(html, bundleOf({ 'assets/main-Ab12.css': 'body{margin:0}\n' }));
    expect(result.html).toBe('<head><style>body{margin:0}</style><link rel="icon" href="/favicon.svg"></head>');
    expect(result.inlined).toEqual(['assets/main-Ab12.css']);
  });

  it('keeps the rules that can apply to the page: classes of its markup and of its scripts, states and :not() aside', async () => {
    const css =
      '.hero{color:red}.card,.absent{margin:0}.absent{padding:0}.menu[aria-expanded=true]{color:blue}p:not(.absent){margin:1px}@media (width>=40rem){.added-by-script{gap:1px}.absent .hero{gap:2px}}';
    const html =
      '<head><link rel="stylesheet" href="/assets/main-Ab12.css"></head><body><p class="hero card menu">x</p></body>';
    const entry = {
      type: 'chunk',
      fileName: 'assets/main.js',
      code: 'import("./later.js")',
      imports: [],
      dynamicImports: ['assets/later.js'],
    };
    const later = {
      type: 'chunk',
      fileName: 'assets/later.js',
      code: 'el.classList.add("added-by-script")',
      imports: [],
      dynamicImports: [],
    };
    const bundle = {
      ...bundleOf({ 'assets/main-Ab12.css': css }),
      'assets/main.js': entry,
      'assets/later.js': later,
    } as unknown as Bundle;
    const result = await inlineStylesheets(html, bundle, entry as unknown as Parameters<typeof inlineStylesheets>[2]);
    expect(result.html).toBe(
      '<head><style>.hero{color:red}.card,.absent{margin:0}.menu[aria-expanded=true]{color:#00f}p:not(.absent){margin:1px}@media (width>=40rem){.added-by-script{gap:1px}}</style></head><body><p class="hero card menu">x</p></body>',
    );
    expect(result.inlined).toEqual(['assets/main-Ab12.css']);
  });

  it('drops the custom properties nothing reads and the at-rules left empty, keeping those a widget or a chain of var() reads, and every property lightningcss does not know', async () => {
    const css =
      ':root{--used:1px;--chain:var(--deep);--deep:red;--only-absent:2px;--read-by-widget:3px;--unread:4px}' +
      '@media (width>=40rem){:root{--used:2px;--chain:var(--deep);--deep:#00f}}' +
      '.hero{margin:var(--used);color:var(--chain);content-visibility:auto}.absent{padding:var(--only-absent)}@media (width>=40rem){.absent{gap:1px}}@supports (display:grid){.hero{display:grid}}';
    const html =
      '<head><link rel="stylesheet" href="/assets/main-Ab12.css"></head>' +
      '<body><p class="hero">x</p><echojam-faq><template shadowrootmode="open"><style>.item{gap:var(--read-by-widget)}</style></template></echojam-faq></body>';
    expect((await inlineStylesheets(html, bundleOf({ 'assets/main-Ab12.css': css }))).html).toContain(
      '<style>:root{--used:1px;--chain:var(--deep);--deep:red;--read-by-widget:3px}@media (width>=40rem){:root{--used:2px;--chain:var(--deep);--deep:#00f}}.hero{margin:var(--used);color:var(--chain);content-visibility:auto}@supports (display:grid){.hero{display:grid}}</style>',
    );
  });

  it('writes the value of each custom property that is the same all over the page in place of its var()', async () => {
    const css =
      ':root{--space:1rem;--twice:calc(var(--space) * 2);--font:system-ui, "Segoe UI", sans-serif;--wide:1px;--set-by-script:0px}' +
      '@media (width>=40rem){:root{--wide:2px}}.note{--local:1px}' +
      '.hero{padding:var(--twice);font-family:var(--font);margin:var(--wide);gap:var(--set-by-script);border-width:var(--local) var(--missing,3px)}';
    const html =
      '<head><link rel="stylesheet" href="/assets/main-Ab12.css"></head><body><p class="hero note">x</p></body>';
    const entry = {
      type: 'chunk',
      fileName: 'assets/main.js',
      code: 'el.style.setProperty("--set-by-script", "4px")',
      imports: [],
      dynamicImports: [],
    };
    const bundle = { ...bundleOf({ 'assets/main-Ab12.css': css }), 'assets/main.js': entry } as unknown as Bundle;
    const result = await inlineStylesheets(html, bundle, entry as unknown as Parameters<typeof inlineStylesheets>[2]);
    expect(result.html).toContain(
      '<style>:root{--wide:1px;--set-by-script:0px}@media (width>=40rem){:root{--wide:2px}}.note{--local:1px}.hero{margin:var(--wide);gap:var(--set-by-script);border-width:var(--local) var(--missing,3px);padding:2rem;font-family:system-ui,Segoe UI,sans-serif}</style>',
    );
  });

  it("keeps a custom property another of the page's stylesheets reads, as a var()", async () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/site.css"><link rel="stylesheet" href="/assets/panel.css"></head><body><p class="hero panel">x</p></body>';
    const bundle = bundleOf({
      'assets/site.css': ':root{--space:1rem;--gap:2rem}.hero{margin:var(--space);gap:var(--gap)}',
      'assets/panel.css': '.panel{padding:var(--space)}',
    });
    expect((await inlineStylesheets(html, bundle)).html).toContain(
      '<style>:root{--space:1rem}.hero{margin:var(--space);gap:2rem}</style><style>.panel{padding:var(--space)}</style>',
    );
  });

  it("puts the rules of the page's opening in the head and the rest right after it: main's h1 and the paragraphs that follow it", async () => {
    const css = '.brand{gap:0}.eyebrow{gap:1px}.lead{gap:2px}.card{gap:3px}';
    const page = (opening: string) =>
      '<head><link rel="stylesheet" href="/assets/a.css"></head><body><header><h1 class="brand">B</h1></header>' +
      `<main><section><div>${opening}</div></section><section class="card">C</section></main></body>`;
    const head = '<head><style>.brand{gap:0}.eyebrow{gap:1px}.lead{gap:2px}</style></head>';
    expect(
      (
        await inlineStylesheets(
          page('<p class="eyebrow">E</p><h1>T</h1><p class="lead">L</p><p>M</p>'),
          bundleOf({ 'assets/a.css': css }),
        )
      ).html,
    ).toBe(
      `${head}<body><header><h1 class="brand">B</h1></header><main><section><div><p class="eyebrow">E</p><h1>T</h1>` +
        '<p class="lead">L</p><p>M</p><style>.card{gap:3px}</style></div></section><section class="card">C</section></main></body>',
    );
    // Anything but a paragraph ends the opening; so does the end of the h1's parent.
    expect(
      (await inlineStylesheets(page('<h1>T</h1><div class="lead">L</div>'), bundleOf({ 'assets/a.css': css }))).html,
    ).toContain('<h1>T</h1><style>.lead{gap:2px}.card{gap:3px}</style><div class="lead">');
  });

  it('finds the link whatever the order of its attributes, a ">" in a value included', async () => {
    const html = '<link href="/assets/a.css" title="1 > 0" rel="stylesheet">';
    expect((await inlineStylesheets(html, bundleOf({ 'assets/a.css': 'p{margin:0}' }))).html).toBe(
      '<style>p{margin:0}</style>',
    );
  });

  it('fails on a link to a stylesheet the build does not have, and on CSS that would close the element', async () => {
    await expect(inlineStylesheets('<link rel="stylesheet" href="/assets/x.css">', bundleOf({}))).rejects.toThrow(
      /no stylesheet assets\/x.css/,
    );
    await expect(
      inlineStylesheets(
        '<link rel="stylesheet" href="/assets/x.css">',
        bundleOf({ 'assets/x.css': 'a{content:"</style>"}' }),
      ),
    ).rejects.toThrow(/<\/style/);
  });
});
