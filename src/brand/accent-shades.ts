import { convertLabToLch, convertLchToLab, convertOklabToRgb, convertRgbToOklab, formatHex, parseHex } from 'culori/fn';

/**
 * The shades of the brand's accent, computed in OKLCH, whose lightness tracks perceived lightness (so contrast
 * follows it): each keeps the accent's hue and a share of its chroma. A shade used as text or as a focus ring
 * has a fixed lightness, so it keeps its contrast with its background whatever the accent; the hover moves
 * the accent's own lightness by a step. The figures reproduce the hand-picked violets the brand had (within
 * 3 of 255 on any channel), so the accent of src/brand/tokens.ts renders as before.
 */
export function accentShades(accent: string) {
  return {
    /** Lighter than the accent, so the hover reads on a dark page (white text on it 4.7:1). */
    hover: shade(accent, { lightnessStep: 0.043, chroma: 0.97 }),
    /** Links, highlights and the focus ring on the dark background (10.7:1 on it). */
    onDark: shade(accent, { lightness: 0.811, chroma: 0.411 }),
    /** The light theme's accent and focus ring (white text on it 7:1; 5.9:1 on its surfaces). */
    onLight: shade(accent, { lightness: 0.491, chroma: 0.978 }),
    /** The light theme's hover and links, darker still (9:1 on white). */
    onLightDeep: shade(accent, { lightness: 0.432, chroma: 0.854 }),
  };
}

type Shade = { chroma: number } & ({ lightness: number } | { lightnessStep: number });

/** The accent with another lightness and a share of its chroma; channels outside sRGB are clipped. */
function shade(accent: string, { chroma, ...lightness }: Shade): string {
  const rgb = parseHex(accent);
  if (!rgb) throw new Error(`The accent "${accent}" is no hex colour (#rrggbb).`);
  const base = convertLabToLch(convertRgbToOklab(rgb), 'oklch');
  const l = 'lightness' in lightness ? lightness.lightness : base.l + lightness.lightnessStep;
  return formatHex(convertOklabToRgb(convertLchToLab({ l, c: base.c * chroma, h: base.h })));
}
