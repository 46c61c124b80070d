/**
 * What scripts/make-images.ts renders, assembled from the designs in scripts/image-sources/ and the brand:
 * the tokens as custom properties and the brand's fonts (as data: URLs, so the page loads nothing) at the
 * @tokens marker, the logo mark at the @logo marker, the sample art both designs draw (sample-art.css) at
 * the @sample-art marker of their style. Also the hash of all of it, which make-images.ts
 * writes beside the designs and scripts/check-generated.ts compares, so a token change that the images do not show yet
 * fails until `npm run images` has run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { imageTokensCss } from '../src/brand/generate.ts';
import { logoMarkSvg } from '../src/brand/logo.ts';
import { font } from '../src/brand/tokens.ts';
import { PLAYER_PREVIEW_WIDTHS, playerPreviewFile } from '../src/content/player-preview.ts';

const SOURCES = path.resolve(import.meta.dirname, 'image-sources');
export const RENDERED_FROM = path.join(SOURCES, 'rendered-from.sha256');
const require = createRequire(import.meta.url);

/** The latin file of a @fontsource-variable package (the images need no subset: they are not downloaded). */
function fontDataUrl(packageName: string): string {
  const slug = packageName.split('/')[1]!;
  const file = require.resolve(`${packageName}/files/${slug}-latin-wght-normal.woff2`);
  return `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;
}

function fontFaces(): string {
  return [font.display, font.text]
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';src:url(${fontDataUrl(face.package)}) format('woff2');font-weight:100 900;}`,
    )
    .join('\n');
}

/** A design with the tokens, fonts and logo in place. */
export function imageHtml(name: 'player.html' | 'og-image.html'): string {
  const html = readFileSync(path.join(SOURCES, name), 'utf8');
  const mark = logoMarkSvg().replace('<svg ', '<svg class="mark" aria-hidden="true" ');
  return html
    .replace('<!-- @tokens -->', () => `<style>${imageTokensCss()}\n${fontFaces()}</style>`)
    .replace('<!-- @logo -->', () => mark)
    .replace('/* @sample-art */', () => readFileSync(path.join(SOURCES, 'sample-art.css'), 'utf8'));
}

/** Every input of the images: the two designs as rendered, and the icons' SVG. */
export function imageInputs(): Record<string, string> {
  return {
    'player.html': imageHtml('player.html'),
    'og-image.html': imageHtml('og-image.html'),
    'favicon.svg': logoMarkSvg({ title: 'EchoJam' }),
    'app-icon.svg': logoMarkSvg({ fullBleed: true }),
  };
}

/** public/favicon.svg and public/images/logo-mark.svg: the mark with its title, marked as generated. */
export function logoMarkFile(): string {
  return `<!-- Generated from src/brand/logo.ts by \`npm run images\`; do not edit. -->\n${logoMarkSvg({ title: 'EchoJam' })}\n`;
}

/** The raster images make-images.ts renders (under public/): stale together when the inputs' hash changes. */
export const RENDERED_IMAGES = [
  ...PLAYER_PREVIEW_WIDTHS.flatMap((width) => [
    `images/${playerPreviewFile(width, 'avif')}`,
    `images/${playerPreviewFile(width, 'webp')}`,
  ]),
  'images/og-image.png',
  'favicon-32.png',
  'apple-touch-icon.png',
];

export function imageInputsHash(): string {
  const hash = createHash('sha256');
  for (const [name, content] of Object.entries(imageInputs())) hash.update(`${name}\n${content}\n`);
  return hash.digest('hex');
}
