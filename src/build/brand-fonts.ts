/**
 * The brand's two typefaces (src/brand/tokens.ts, `font`), self-hosted: each @fontsource-variable file
 * subset at build time (subset-font) to what Brazilian Portuguese and the site write — Basic Latin,
 * Latin-1 (every accent of pt-BR), typographic punctuation and the few symbols used — and its weight axis
 * cut to the weights the face is used at (WEIGHTS); woff2, named by content hash under /assets/ (cached
 * immutably).
 * Each page's head gets the faces' metric-matched local fallbacks (src/brand/font-faces.ts), and no rule for
 * the web faces themselves: the site's script loads them (src/site/brand-faces.ts, from the list this plugin
 * gives it as `virtual:echojam-web-faces`) and adds both to the document once both have loaded, so the one swap
 * moves nothing and the first layout draws in the fallbacks alone. A web face declared in the page's CSS and still
 * loading at the first layout costs every first visit: the browser builds a stand-in font for each size and
 * weight the page sets in it (on Linux a synchronous call to the browser process each: 8 on /404, 17 on /).
 * A visit without JavaScript takes the faces from a stylesheet of their own, linked in a <noscript>.
 * Neither face is preloaded: a preload competes with the page's own first requests (over an emulated slow-4G
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

/** One web face as the site's script loads it: its family, its file's URL and the weights it covers. */
interface WebFace {
  family: string;
  url: string;
  weight: string;
}

function webFaces(fonts: BuiltFont[]): WebFace[] {
  return fonts.map((built) => ({
    family: font[built.role].family,
    url: `/${built.fileName}`,
    weight: `${WEIGHTS[built.role].min} ${WEIGHTS[built.role].max}`,
  }));
}

/**
 * The web faces' @font-face rules, the stylesheet of a visit without JavaScript. `swap`: the fallbacks take the
 * web faces' room (their overrides), so the swap is drawn in place and moves nothing; `optional` kept every
 * first page in the fallback.
 */
export function webFacesCss(fonts: BuiltFont[]): string {
  return webFaces(fonts)
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';src:url(${face.url}) format('woff2');font-weight:${face.weight};font-display:swap}`,
    )
    .join('');
}

/** The web faces' stylesheet: its path in dist/ (named by content) and its content. */
export function webFacesStylesheet(fonts: BuiltFont[]): { fileName: string; css: string } {
  const css = webFacesCss(fonts);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return { fileName: `assets/brand-faces-${hash}.css`, css };
}

/** The metric-matched local fallbacks of both faces (regular and bold, per platform): every page's inline CSS. */
export function fallbackFacesRules(): string {
  return (['display', 'text'] as const).map((role) => fallbackFacesCss(role)).join('');
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

/** `html` with the web faces' stylesheet linked in a <noscript> at the end of its head. */
export function withNoScriptFaces(html: string, href: string): string {
  const head = html.indexOf('</head>');
  return html.slice(0, head) + `<noscript><link rel="stylesheet" href="${href}"></noscript>` + html.slice(head);
}

const WEB_FACES_MODULE = 'virtual:echojam-web-faces';

/**
 * Emits the font files and the web faces' stylesheet into the build and serves them in the dev server; gives
 * the site's script the web faces (`virtual:echojam-web-faces`); puts the fallback faces into each page's CSS
 * (after the stylesheet was inlined: list it after inline-stylesheets.ts's plugin) and links the web faces'
 * stylesheet for a visit without JavaScript.
 */
export function brandFontsPlugin(): Plugin {
  return {
    name: 'echojam-brand-fonts',
    resolveId(id) {
      return id === WEB_FACES_MODULE ? `\0${WEB_FACES_MODULE}` : undefined;
    },
    async load(id) {
      if (id !== `\0${WEB_FACES_MODULE}`) return undefined;
      return `export const WEB_FACES = ${JSON.stringify(webFaces(await brandFonts()))};`;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const stylesheet = webFacesStylesheet(await brandFonts());
        return withNoScriptFaces(withFontFaces(html, fallbackFacesRules()), `/${stylesheet.fileName}`);
      },
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void brandFonts().then((fonts) => {
          const stylesheet = webFacesStylesheet(fonts);
          if (request.url === `/${stylesheet.fileName}`) {
            response.setHeader('Content-Type', 'text/css');
            return response.end(stylesheet.css);
          }
          const match = fonts.find((built) => request.url === `/${built.fileName}`);
          if (!match) return next();
          response.setHeader('Content-Type', 'font/woff2');
          response.end(match.data);
        }, next);
      });
    },
    async generateBundle() {
      const fonts = await brandFonts();
      for (const built of fonts) {
        this.emitFile({ type: 'asset', fileName: built.fileName, source: built.data });
      }
      const stylesheet = webFacesStylesheet(fonts);
      this.emitFile({ type: 'asset', fileName: stylesheet.fileName, source: stylesheet.css });
    },
  };
}
