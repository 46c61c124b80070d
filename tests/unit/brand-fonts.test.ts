// @vitest-environment node
/**
 * The self-hosted fonts: within the byte budget of a page (80 KiB for every font it loads), and holding
 * every character the pages and the content write, apart from emoji (drawn by the system's emoji font).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brandFonts,
  fallbackFacesRules,
  SUBSET_TEXT,
  webFacesCss,
  webFacesStylesheet,
  withFontFaces,
  withNoScriptFaces,
} from '../../src/build/brand-fonts.ts';
import { fallbackFacesCss, fontStack } from '../../src/brand/font-faces.ts';
import { font } from '../../src/brand/tokens.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The joiner and the emoji presentation selector, parts of emoji sequences. */
const EMOJI_PARTS = new Set(['\u200d', '\ufe0f']);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

describe('brand fonts', () => {
  it('weigh at most 80 KiB together, as woff2 files named by their content', { timeout: 60_000 }, async () => {
    const fonts = await brandFonts();
    const total = fonts.reduce((sum, font) => sum + font.data.length, 0);
    expect(total).toBeLessThanOrEqual(80 * 1024);
    for (const font of fonts) {
      expect(font.fileName).toMatch(/^assets\/[a-z-]+-[0-9a-f]{8}\.woff2$/);
      expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('swap in without JavaScript from a stylesheet named by its content', { timeout: 60_000 }, async () => {
    const fonts = await brandFonts();
    const css = webFacesCss(fonts);
    expect(css.match(/font-display:swap/g)).toHaveLength(2);
    for (const built of fonts) expect(css).toContain(`src:url(/${built.fileName}) format('woff2')`);
    expect(webFacesStylesheet(fonts)).toEqual({
      fileName: expect.stringMatching(/^assets\/brand-faces-[0-9a-f]{8}\.css$/),
      css,
    });
  });

  it('draw the first layout in a metric-matched fallback per platform and weight, no web face', () => {
    const css = fallbackFacesRules();
    expect(css).not.toMatch(/url\(/);
    const fallbacks = css.match(/@font-face\{font-family:"[^"]+ Fallback: [^"]+";[^}]*\}/g) ?? [];
    // Two faces × two metric families (Arial and its twin Liberation Sans; Roboto) × three weights.
    expect(fallbacks).toHaveLength(12);
    for (const face of fallbacks) {
      expect(face).toMatch(/size-adjust:[\d.]+%/);
      expect(face).toMatch(/ascent-override:[\d.]+%/);
      expect(face).toMatch(/descent-override:[\d.]+%/);
      expect(face).toMatch(/font-weight:(400|600|700)/);
    }
    // Arial's line gap is not the web faces' (none): overridden. Roboto has none either, so it needs no override.
    for (const face of fallbacks.filter((rule) => /Fallback: Arial/.test(rule))) {
      expect(face).toMatch(/line-gap-override:0%/);
    }
  });

  it('name each platform face as local() finds it, full names first, regular and bold', () => {
    const css = fallbackFacesCss('text');
    expect(css).toContain(
      `font-family:"${font.text.family} Fallback: Arial";src:local('Liberation Sans'),local('Arial'),local('LiberationSans'),local('ArialMT');`,
    );
    expect(css).toContain(
      `font-family:"${font.text.family} Fallback: Arial";src:local('Liberation Sans Bold'),local('Arial Bold'),local('LiberationSans-Bold'),local('Arial-BoldMT');font-weight:700;`,
    );
    expect(css).toContain(
      `font-family:"${font.text.family} Fallback: Roboto";src:local('Roboto'),local('Roboto Regular'),local('Roboto-Regular');`,
    );
  });

  it("size each fallback to its platform's face (Roboto is not Arial)", () => {
    const sizeAdjust = (platform: string) =>
      fallbackFacesCss('text').match(
        new RegExp(`Fallback: ${platform}";[^}]*font-weight:400;[^}]*size-adjust:([\\d.]+)%`),
      )?.[1];
    expect(sizeAdjust('Arial')).toBeDefined();
    expect(sizeAdjust('Roboto')).not.toBe(sizeAdjust('Arial'));
  });

  it('list the web face, then its fallbacks in the font stack', () => {
    expect(fontStack('display')).toBe(
      ['', ': Arial', ': Roboto']
        .map((suffix, index) => `"${font.display.family}${index ? ` Fallback${suffix}` : ''}"`)
        .join(', '),
    );
  });

  it('link the web faces for a visit without JavaScript at the end of the head', () => {
    expect(withNoScriptFaces('<head><style>p{}</style></head><body></body>', '/assets/brand-faces-0.css')).toBe(
      '<head><style>p{}</style><noscript><link rel="stylesheet" href="/assets/brand-faces-0.css"></noscript></head><body></body>',
    );
  });

  it("go into the page's one <style> in its head, or a <style> of their own without one", () => {
    const faces = '@font-face{}';
    expect(withFontFaces('<head><style>p{}</style></head><body><template><style>q{}</style></template>', faces)).toBe(
      '<head><style>@font-face{}p{}</style></head><body><template><style>q{}</style></template>',
    );
    expect(withFontFaces('<head><link></head><body><template><style>q{}</style></template>', faces)).toBe(
      '<head><link><style>@font-face{}</style></head><body><template><style>q{}</style></template>',
    );
  });

  it('hold every character of the pages and the content but emoji', () => {
    const kept = new Set(SUBSET_TEXT);
    const files = [...filesUnder(join(ROOT, 'pages'), /\.html$/), ...filesUnder(join(ROOT, 'src/content'), /\.ts$/)];
    const missing = new Set<string>();
    for (const file of files) {
      for (const char of readFileSync(file, 'utf8')) {
        if (char < ' ' || kept.has(char) || EMOJI_PARTS.has(char) || /\p{Extended_Pictographic}/u.test(char)) continue;
        missing.add(char);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
