/**
 * The brand's two typefaces (src/brand/tokens.ts, `font`), self-hosted: each @fontsource-variable file
 * subset at build time (subset-font) to what Brazilian Portuguese and the site write — Basic Latin,
 * Latin-1 (every accent of pt-BR), typographic punctuation and the few symbols used — and its weight axis
 * cut to the 400–700 the site uses; woff2, named by content hash under /assets/ (cached immutably).
 * Each page's head gets their @font-face rules (see FONT_DISPLAY) and, before them, a local fallback face
 * per family and weight whose metrics (@capsizecss/metrics: size-adjust, ascent/descent/line-gap overrides)
 * make the system font take the web font's room, so the swap moves nothing and the first paint never waits.
 * Neither face is preloaded: a preload competes with the page's own first requests (over an emulated slow-4G
 * link it took /player's LCP, its screenshot, from 0.72 s to 1.0 s), and the first paint never needs a font.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fallbackFamily } from '../brand/font-faces.ts';
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

async function buildFont(role: 'display' | 'text'): Promise<BuiltFont> {
  const face = font[role];
  const slug = face.package.split('/')[1]!;
  const source = readFileSync(require.resolve(`${face.package}/files/${slug}-latin-wght-normal.woff2`));
  const data = await subsetFont(source, SUBSET_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: weight.regular, max: weight.bold } },
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

type Metrics = { unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number };

const METRICS = entireMetricsCollection as unknown as Record<string, Metrics & { variants?: Record<string, Metrics> }>;

function metrics(key: string, variant: 'regular' | '700'): Metrics {
  const family = METRICS[key];
  if (!family) throw new Error(`@capsizecss/metrics has no ${key}`);
  return family.variants?.[variant] ?? family;
}

// A tenth of a percent: finer than a pixel at any text size of the site.
const percent = (value: number) => `${Number((value * 100).toFixed(1))}%`;

/** A local face (Arial, or its metric twin Liberation Sans) scaled and spaced like the web font's `variant`. */
function fallbackFace(family: string, metricsKey: string, widthCorrection: number, variant: 'regular' | '700'): string {
  const web = metrics(metricsKey, variant);
  const local = metrics('arial', variant);
  const sizeAdjust = (web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm)) * widthCorrection;
  // Full names: Arial (Windows, Mac), Liberation Sans (Linux, with Arial's metrics).
  const locals =
    variant === '700' ? "local('Arial Bold'),local('Liberation Sans Bold')" : "local('Arial'),local('Liberation Sans')";
  return (
    `@font-face{font-family:'${fallbackFamily(family)}';src:${locals};` +
    (variant === '700' ? `font-weight:${weight.bold};` : '') +
    `size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(web.ascent / web.unitsPerEm / sizeAdjust)};` +
    `descent-override:${percent(Math.abs(web.descent) / web.unitsPerEm / sizeAdjust)};` +
    `line-gap-override:${percent(web.lineGap / web.unitsPerEm / sizeAdjust)}}`
  );
}

/**
 * Both faces are `optional`: no metric match holds for every line and label (measured: the header's links moved
 * 4 px when Inter swapped in on /, and /produtos' cards 0.035 CLS when Bricolage did, once it was no longer
 * preloaded). A first page keeps the matched fallbacks; the cached faces are used from the next page on.
 */
const FONT_DISPLAY = { display: 'optional', text: 'optional' } as const;

/** The @font-face rules: each web font, then its fallbacks (regular and bold). */
export function fontFacesCss(fonts: BuiltFont[]): string {
  return fonts
    .map((built) => {
      const face = font[built.role];
      return (
        `@font-face{font-family:'${face.family}';src:url(/${built.fileName}) format('woff2');` +
        `font-weight:${weight.regular} ${weight.bold};font-display:${FONT_DISPLAY[built.role]}}` +
        fallbackFace(face.family, face.metrics, face.widthCorrection, 'regular') +
        fallbackFace(face.family, face.metrics, face.widthCorrection, '700')
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
