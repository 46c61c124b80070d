// @vitest-environment node
/**
 * The self-hosted fonts: within the byte budget of a page (80 KiB for every font it loads), and holding
 * every character the pages and the content write, apart from emoji (drawn by the system's emoji font).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFonts, fontFacesCss, SUBSET_TEXT, withFontFaces } from '../../src/build/brand-fonts.ts';

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

  it('never shift: both faces are optional, each with a metric-matched fallback', { timeout: 60_000 }, async () => {
    const css = fontFacesCss(await brandFonts());
    expect(css.match(/font-display:swap/g)).toBeNull();
    expect(css.match(/font-display:optional/g)).toHaveLength(2);
    expect(
      css.match(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override/g),
    ).toHaveLength(4);
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
