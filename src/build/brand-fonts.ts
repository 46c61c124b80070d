/**
 * The brand's two typefaces (src/brand/tokens.ts, `font`), self-hosted: each @fontsource-variable file
 * subset at build time (subset-font) to what Brazilian Portuguese and the site write — Basic Latin,
 * Latin-1 (every accent of pt-BR), typographic punctuation and the few symbols used — and its weight axis
 * cut to the weights the face is used at (WEIGHTS); woff2, named by content hash under /assets/ (cached
 * immutably). Each page's head gets their @font-face rules, `font-display: swap`, and after them each face's
 * metric-matched local fallbacks (src/brand/font-faces.ts), so a first visit shows the brand's faces as soon
 * as they arrive and the swap moves nothing.
 * Neither face is preloaded: the first layout finds both at once from the inlined CSS, a few round trips
 * after the document, and a preload competes with the page's own first requests (over an emulated slow-4G
 * link it took /player's LCP, its screenshot, from 0.72 s to 1.0 s).
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

async function buildFont(role: 'display' | 'text'): Promise<BuiltFont> {
  const face = font[role];
  const slug = face.package.split('/')[1]!;
  const source = readFileSync(require.resolve(`${face.package}/files/${slug}-latin-wght-normal.woff2`));
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
 * `swap`: the fallbacks take the web faces' room (their overrides), so the swap is drawn in place, within the
 * first second over a slow link, and moves nothing; `optional` kept every first page in the fallback.
 */
const FONT_DISPLAY = { display: 'swap', text: 'swap' } as const;

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
        return withFontFaces(html, fontFacesCss(await brandFonts()));
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
