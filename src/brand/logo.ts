import { color } from './tokens.ts';

/**
 * The logo mark: two waves in sync on the accent tile — a sound and its echo, heard at the same second.
 * Drawn on a 64-unit grid with 6-unit strokes, so at 16 px each wave is 1.5 px with 2 px between them.
 * One drawing for every use: the header and the 404 page draw it with CSS custom properties (logoMarkMarkup),
 * the favicon, app icon and images with the tokens' values (logoMarkSvg).
 */
export const LOGO = {
  viewBox: '0 0 64 64',
  tileRadius: 16,
  /** The sound (top) and its echo (bottom): the same wave, the same phase. */
  waves: ['M13 25c6.3-10 12.7-10 19 0s12.7 10 19 0', 'M13 41c6.3-10 12.7-10 19 0s12.7 10 19 0'],
  strokeWidth: 6,
} as const;

interface MarkColors {
  tile: string;
  wave: string;
  echo: string;
}

function mark(colors: MarkColors, tileRadius: number, title?: string): string {
  const [wave, echo] = LOGO.waves;
  const stroke = `fill="none" stroke-width="${LOGO.strokeWidth}" stroke-linecap="round"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO.viewBox}">` +
    (title ? `<title>${title}</title>` : '') +
    `<rect width="64" height="64" rx="${tileRadius}" fill="${colors.tile}"/>` +
    `<path d="${wave}" stroke="${colors.wave}" ${stroke}/>` +
    `<path d="${echo}" stroke="${colors.echo}" ${stroke}/>` +
    `</svg>`
  );
}

/** The mark with the brand's colours: favicon (rounded tile) or app icon (full bleed: the system rounds it). */
export function logoMarkSvg(options: { title?: string; fullBleed?: boolean } = {}): string {
  const colors = { tile: color.accent, wave: color.onAccent, echo: color.sunset };
  return mark(colors, options.fullBleed ? 0 : LOGO.tileRadius, options.title);
}
