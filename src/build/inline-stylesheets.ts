import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { attributeOf, rewriteHtml } from './html-rewriter.ts';
import { splitAtOpening } from './opening-css.ts';
import { pageWords, cssForPage } from './page-css.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = NonNullable<IndexHtmlTransformContext['chunk']>;

/** The code of a page's script and of every chunk it imports, at once or later. */
function scriptCode(entry: OutputChunk | undefined, bundle: OutputBundle): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk): string[] => {
    if (seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    const imported = [...chunk.imports, ...chunk.dynamicImports].map((fileName) => bundle[fileName]);
    return [chunk.code, ...imported.flatMap((output) => (output?.type === 'chunk' ? visit(output) : []))];
  };
  return entry ? visit(entry) : [];
}

/**
 * `html` with each link to a stylesheet of `bundle` replaced by a <style> holding the rules of that
 * stylesheet that can apply to the page (page-css.ts: its markup's classes and those its scripts, `entry`
 * and the chunks it imports, may add; the custom properties they or the page's other stylesheets name);
 * and the files inlined. On a page with one stylesheet and an opening (`openingEndOf`), that <style> keeps
 * the rules the opening can use, and the others follow the opening in a <style> of their own (opening-css.ts).
 */
export async function inlineStylesheets(
  html: string,
  bundle: OutputBundle,
  entry?: OutputChunk,
): Promise<{ html: string; inlined: string[] }> {
  /** The stylesheet a start tag links to, from the build; undefined for any other tag. */
  const stylesheetOf = (tag: Parameters<typeof attributeOf>[0], raw: string) => {
    const href = attributeOf(tag, 'href');
    const isStylesheet =
      tag.tagName === 'link' && attributeOf(tag, 'rel')?.toLowerCase().split(/\s+/).includes('stylesheet');
    if (!isStylesheet || !href?.startsWith('/') || !href.endsWith('.css')) return undefined;
    const fileName = href.slice(1);
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') throw new Error(`${raw}: no stylesheet ${fileName} in the build`);
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (/<\/style/i.test(css)) throw new Error(`${fileName} contains "</style": it cannot be inlined`);
    return { fileName, css };
  };
  const stylesheets: string[] = [];
  await rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag, raw) => {
      const stylesheet = stylesheetOf(tag, raw);
      if (stylesheet) stylesheets.push(stylesheet.css);
    });
  });
  const scripts = scriptCode(entry, bundle);
  // With more than one stylesheet, the rest of one would follow the opening's rules of the next: kept whole.
  const openingEnd = stylesheets.length === 1 ? await openingEndOf(html) : undefined;
  const inlined: string[] = [];
  let rest = '';
  const output = await rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag, raw) => {
      const stylesheet = stylesheetOf(tag, raw);
      if (!stylesheet) return rewriter.emitRaw(raw);
      const own = inlined.push(stylesheet.fileName) - 1;
      // What the page's other stylesheets name counts as read (or set) too: the workbench's reads the site's tokens.
      const others = stylesheets.filter((_css, index) => index !== own);
      const css = cssForPage(stylesheet.css, pageWords(html, ...scripts, ...others));
      if (openingEnd === undefined) return rewriter.emitRaw(`<style>${css}</style>`);
      const split = splitAtOpening(css, pageWords(html.slice(0, openingEnd), ...scripts));
      rewriter.emitRaw(`<style>${split.opening}</style>`);
      rest = split.rest;
    });
  });
  if (openingEnd === undefined || !rest) return { html: output, inlined };
  // The link is in the head, before the opening: the output differs from the input before the opening only.
  const at = output.length - (html.length - openingEnd);
  return { html: output.slice(0, at) + `<style>${rest}</style>` + output.slice(at), inlined };
}

/** Elements without an end tag (the HTML standard's void elements). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Where the page's opening ends in `html`: after the first <h1> in <main> and the <p> elements right after
 * it (its lead, the date of a legal text), before whatever comes next. Undefined for a page without one.
 */
async function openingEndOf(html: string): Promise<number | undefined> {
  const open: string[] = [];
  let h1Depth: number | undefined;
  let end: number | undefined;
  await rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag, raw) => {
      const depth = open.length;
      if (h1Depth !== undefined && end === undefined && depth === h1Depth && tag.tagName !== 'p') {
        end = tag.sourceCodeLocation!.startOffset;
      }
      if (!VOID.has(tag.tagName) && !tag.selfClosing) open.push(tag.tagName);
      rewriter.emitRaw(raw);
    });
    rewriter.on('endTag', (tag, raw) => {
      const depth = open.lastIndexOf(tag.tagName);
      if (depth !== -1) open.length = depth;
      if (tag.tagName === 'h1' && h1Depth === undefined && open.includes('main')) h1Depth = depth;
      else if (h1Depth !== undefined && end === undefined && depth < h1Depth) end = tag.sourceCodeLocation!.startOffset;
      rewriter.emitRaw(raw);
    });
  });
  return end;
}

/**
 * The first paint in one response: each page carries its CSS inline (the rules of the site's stylesheet
 * that can apply to it: 2.5–3 KiB compressed, within the 14,480 bytes of a first round trip with the HTML),
 * in its head and after its opening, so no stylesheet request blocks the first paint.
 * The stylesheet files then serve no page and leave the build. Build only: the dev server keeps the
 * links. The CSP names each <style> by hash (style-hashes.ts).
 */
export function inlineStylesheetsPlugin(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'echojam-inline-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) throw new Error(`${context.path}: no bundle to inline stylesheets from`);
        const result = await inlineStylesheets(html, context.bundle, context.chunk);
        for (const fileName of result.inlined) inlined.add(fileName);
        return result.html;
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of inlined) delete bundle[fileName];
      },
    },
  };
}
