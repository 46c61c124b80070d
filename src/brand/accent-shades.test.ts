// @vitest-environment node
import { differenceEuclidean, formatHex, oklch, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { accentShades } from './accent-shades.ts';
import { color, lightColor } from './tokens.ts';

/** Accents all round the hue circle, at the brand accent's lightness and a strong chroma. */
const ACCENTS = Array.from({ length: 12 }, (_, index) => formatHex({ mode: 'oklch', l: 0.54, c: 0.2, h: index * 30 }));

describe('accent shades', () => {
  it("are the palettes' violets", () => {
    const shade = accentShades(color.accent);
    expect([color.accentHover, color.accentText, color.focus]).toEqual([shade.hover, shade.onDark, shade.onDark]);
    expect([lightColor.accent, lightColor.accentHover, lightColor.accentText, lightColor.focus]).toEqual([
      shade.onLight,
      shade.onLightDeep,
      shade.onLightDeep,
      shade.onLight,
    ]);
  });

  it.each(ACCENTS)('follow the hue of the accent %s', (accent) => {
    const hue = oklch(accent)!.h!;
    for (const value of Object.values(accentShades(accent))) {
      const turn = Math.abs(oklch(value)!.h! - hue) % 360;
      expect(Math.min(turn, 360 - turn), value).toBeLessThan(8);
    }
  });

  it.each(ACCENTS)('keep their contrast whatever the accent (%s)', (accent) => {
    const shade = accentShades(accent);
    expect(wcagContrast(shade.onDark, color.bg)).toBeGreaterThanOrEqual(7);
    expect(wcagContrast(shade.onDark, color.surface2)).toBeGreaterThanOrEqual(4.5);
    for (const background of [lightColor.bg, lightColor.surface, lightColor.surface2]) {
      expect(wcagContrast(shade.onLightDeep, background)).toBeGreaterThanOrEqual(4.5);
      expect(wcagContrast(shade.onLight, background)).toBeGreaterThanOrEqual(3);
    }
    expect(wcagContrast(color.onAccent, shade.onLight)).toBeGreaterThanOrEqual(4.5);
  });

  it('move a little from the accent for the hover', () => {
    expect(differenceEuclidean('oklch')(color.accent, color.accentHover)).toBeLessThan(0.06);
  });

  it('refuse an accent that is no hex colour', () => {
    expect(() => accentShades('violet')).toThrow(/no hex colour/);
  });
});
