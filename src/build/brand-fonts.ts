/**
 * The brand's two typefaces (src/brand/tokens.ts, `font`), self-hosted: each @fontsource-variable file
 * subset at build time (subset-font) to what Brazilian Portuguese and the site write — Basic Latin,
 * Latin-1 (every accent of pt-BR), typographic punctuation and the few symbols used — and its weight axis
 * cut to the weights the face is used at (WEIGHTS); woff2, named by content hash under /assets/ (cached
 * immutably). Each page's head gets their @font-face rules, and after them each face's metric-matched local
 * fallbacks (src/brand/font-faces.ts), and the page's own headline face. See FONT_DISPLAY for how they come in.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fallbackFacesCss } from '../brand/font-faces.ts';
import { font, weight } from '../brand/tokens.ts';

const require = createRequire(import.meta.url);

/** Code points the fonts keep: U+0020–007E, U+00A0–00FF, and the punctuation and symbols of the copy. */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];
const EXTRA = '‐–—‘’‚“”„†•…′″‹›€™←↑→↓−✓';

export const SUBSET_TEXT =
  RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join(
    '',
  ) + EXTRA;

export interface BuiltFont {
  role: 'display' | 'text';
  family: string;
  /** Path in dist/ (and URL without the leading slash). */
  fileName: string;
  data: Buffer;
}

/**
 * The weights each face is drawn at: the display face only at 600 (headings, buttons) and 700 (the h1, the
 * wordmark, figures), so its axis is cut there (32 KB instead of 36 KB for 400–700); the text face at all three.
 */
const WEIGHTS = {
  display: { min: weight.semibold, max: weight.bold },
  text: { min: weight.regular, max: weight.bold },
} as const;

/** The face's variable Latin file from its @fontsource-variable package. */
function sourceFont(role: 'display' | 'text'): Buffer {
  const face = font[role];
  const slug = face.package.split('/')[1]!;
  return readFileSync(require.resolve(`${face.package}/files/${slug}-latin-wght-normal.woff2`));
}

let displayFile: Buffer | undefined;
function displaySource(): Buffer {
  displayFile ??= sourceFont('display');
  return displayFile;
}

async function buildFont(role: 'display' | 'text'): Promise<BuiltFont> {
  const face = font[role];
  const slug = face.package.split('/')[1]!;
  const source = sourceFont(role);
  const data = await subsetFont(source, SUBSET_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS[role] },
  });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
  return { role, family: face.family, fileName: `assets/${slug}-${hash}.woff2`, data };
}

let built: Promise<BuiltFont[]> | undefined;

/** The subset fonts, built once per process. */
export function brandFonts(): Promise<BuiltFont[]> {
  built ??= Promise.all([buildFont('display'), buildFont('text')]);
  return built;
}

/**
 * How each face comes in: `optional`, used when the file is at hand for the first paint (a page after the
 * first: the files are cached immutably), else the page keeps the matched fallback for its life. Nothing
 * swaps, so nothing moves: text rewraps at other words in another face, and a swap moves everything below
 * it. Neither is preloaded: on a slow phone a preloaded face arrives before the first paint and its decoding
 * joins that paint's work, and over broadband it still raced the short block period. The page's h1 waits for neither file: it has a face of its
 * own in the page (headlineFaceCss), so a first visit sees the brand's display face where it is largest.
 */
const FONT_DISPLAY = { display: 'optional', text: 'optional' } as const;

/** The family of each page's own headline face; src/styles/base.css puts it first in the h1's font stack. */
export const HEADLINE_FAMILY = 'EchoJam Headline';
/** The h1's weight (src/styles/base.css): the headline face is the display face pinned there. */
const HEADLINE_WEIGHT = weight.bold;

/** The text of the page's first <h1>, its tags dropped and the entities the build writes decoded. */
export function headlineText(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) return '';
  return match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: keyof typeof ENTITIES) => ENTITIES[name]);
}
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as const;

/**
 * The page's headline face: the display face cut to the glyphs of this page's h1 at the h1's weight (about
 * 2 KB), inlined as a data: URL. The h1 is the first screen's largest text, the LCP on most pages; with its
 * glyphs in the page it is drawn in the brand's face from the first paint on any connection.
 * `block`: Chromium loads even a data: URL font asynchronously, so the first layout may come before it is
 * decoded, and the h1 waits for it, invisible (with `optional` it missed that layout in some test visits and
 * kept the fallback). On a slow phone the decoding can also miss the first paint: where the fallback wraps
 * the h1 into another number of lines, what follows then moves (/produtos at 412 px, in one bench visit of
 * three at the calibrated CPU).
 */
export async function headlineFaceCss(html: string): Promise<string> {
  const text = headlineText(html);
  if (!text.trim()) return '';
  const data = await subsetFont(displaySource(), `${text} \u00a0`, {
    targetFormat: 'woff2',
    variationAxes: { wght: HEADLINE_WEIGHT },
    // Tables nothing draws with once the weight is pinned (kerning, GPOS, stays): a third fewer bytes.
    dropTables: ['STAT', 'HVAR', 'MVAR', 'gasp', 'DSIG', 'meta'],
  });
  return (
    `@font-face{font-family:'${HEADLINE_FAMILY}';src:url(data:font/woff2;base64,${Buffer.from(data).toString('base64')}) format('woff2');` +
    `font-weight:${HEADLINE_WEIGHT};font-display:block}`
  );
}

/** The @font-face rules: each web font, then its fallbacks (regular and bold, per platform). */
export function fontFacesCss(fonts: BuiltFont[]): string {
  return fonts
    .map((built) => {
      const face = font[built.role];
      return (
        `@font-face{font-family:'${face.family}';src:url(/${built.fileName}) format('woff2');` +
        `font-weight:${WEIGHTS[built.role].min} ${WEIGHTS[built.role].max};font-display:${FONT_DISPLAY[built.role]}}` +
        fallbackFacesCss(built.role)
      );
    })
    .join('');
}

/**
 * `html` with the @font-face rules at the start of its first <style> (the page's inlined CSS: a page has
 * one <style> in its head), or in a <style> of their own where there is none (the dev server, which links
 * the stylesheet).
 */
export function withFontFaces(html: string, css: string): string {
  const head = html.indexOf('</head>');
  const style = html.indexOf('<style>');
  if (style !== -1 && style < head) return html.slice(0, style + 7) + css + html.slice(style + 7);
  return html.slice(0, head) + `<style>${css}</style>` + html.slice(head);
}

/**
 * Emits the font files into the build and serves them in the dev server; puts the @font-face rules into
 * each page's CSS (after the stylesheet was inlined: list it after inline-stylesheets.ts's plugin).
 */
export function brandFontsPlugin(): Plugin {
  return {
    name: 'echojam-brand-fonts',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        return withFontFaces(html, (await headlineFaceCss(html)) + fontFacesCss(await brandFonts()));
      },
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void brandFonts().then((fonts) => {
          const match = fonts.find((built) => request.url === `/${built.fileName}`);
          if (!match) return next();
          response.setHeader('Content-Type', 'font/woff2');
          response.end(match.data);
        }, next);
      });
    },
    async generateBundle() {
      for (const built of await brandFonts()) {
        this.emitFile({ type: 'asset', fileName: built.fileName, source: built.data });
      }
    },
  };
}
