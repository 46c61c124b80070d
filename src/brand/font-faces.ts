/**
 * Each brand face's font stack and its metric-matched local fallbacks, one per platform's interface font:
 * Arial (Windows, macOS, iOS) or its metric twin Liberation Sans (Linux), and Roboto (Android).
 * @capsizecss/core's `createFontStack` computes each fallback's overrides (size-adjust, ascent/descent/line-gap)
 * from @capsizecss/metrics, so whichever local face draws the text takes the web font's room and the swap to
 * the web font moves nothing. Three faces per fallback, one per weight the site uses (400, 600, 700): the local
 * bold draws 600 and 700, each sized to the web face's own width at that weight.
 */
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import { font, weight } from './tokens.ts';

type Role = 'display' | 'text';
type Variant = 'regular' | '700';
/** The weights the site uses: the web face's metrics variant at each, and the local variant that draws it. */
const WEIGHTS = [
  { weight: weight.regular, web: 'regular', local: 'regular' },
  { weight: weight.semibold, web: '600', local: '700' },
  { weight: weight.bold, web: '700', local: '700' },
] as const;

interface Metrics {
  familyName: string;
  fullName?: string;
  postscriptName?: string;
  category?: string;
  capHeight: number;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xHeight: number;
  xWidthAvg: number;
  subsets?: Record<string, { xWidthAvg: number }>;
}

const COLLECTION = entireMetricsCollection as unknown as Record<
  string,
  Metrics & { variants?: Record<string, Metrics> }
>;

function metrics(key: string, variant: Variant | '600'): Metrics {
  const family = COLLECTION[key];
  if (!family) throw new Error(`@capsizecss/metrics has no ${key}`);
  return family.variants?.[variant] ?? family;
}

/**
 * The local faces, in the stack's order, with the names `local()` finds them by. Liberation Sans is not in
 * @capsizecss/metrics: it is Arial's metric twin (same advance widths, same ascent, descent and line gap), so
 * the same overrides fit both and one face lists both. Each `local()` a browser tries is a font lookup before
 * the first paint, and a face whose every source fails costs one more (its family name looked up as a
 * system font). Full names first, PostScript names after, for a browser that matches those only. Liberation
 * Sans comes before Arial: on Linux each name tried is a synchronous call to the browser process (traced:
 * 7 calls before the first paint of `/` with Arial first, 2 with Liberation Sans first), while Windows,
 * Android and Apple systems look names up in a table of their own, where one miss costs next to nothing.
 * Android's Roboto is named "Roboto" in newer system images, "Roboto Regular" in older ones.
 */
const PLATFORM_FACES: { family: string; metrics: string; local: Record<Variant, string[]> }[] = [
  {
    family: 'Arial',
    metrics: 'arial',
    local: {
      regular: ['Liberation Sans', 'Arial', 'LiberationSans', 'ArialMT'],
      '700': ['Liberation Sans Bold', 'Arial Bold', 'LiberationSans-Bold', 'Arial-BoldMT'],
    },
  },
  {
    family: 'Roboto',
    metrics: 'roboto',
    local: { regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], '700': ['Roboto Bold', 'Roboto-Bold'] },
  },
];

/** The web face's metrics as capsize reads them: named as the site names it, its width corrected (see tokens). */
function webMetrics(role: Role, variant: Variant | '600'): Metrics {
  const face = font[role];
  const own = metrics(face.metrics, variant);
  const xWidthAvg = (own.subsets?.latin?.xWidthAvg ?? own.xWidthAvg) * face.widthCorrection;
  return { ...own, familyName: face.family, xWidthAvg, subsets: { latin: { xWidthAvg } } };
}

function stack(role: Role, { web, local }: (typeof WEIGHTS)[number]) {
  return createFontStack(
    [
      webMetrics(role, web),
      ...PLATFORM_FACES.map((platform) => ({ ...metrics(platform.metrics, local), familyName: platform.family })),
    ],
    { fontFaceFormat: 'styleObject' },
  );
}

/** The start of a `font-family` list: the web face, then its fallbacks (the system stack goes after). */
export function fontStack(role: Role): string {
  return stack(role, WEIGHTS[0])
    .fontFamily.split(', ')
    .slice(0, 1 + PLATFORM_FACES.length)
    .join(', ');
}

const toCssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Chrome draws a size-adjusted face at its size truncated to 0.01 px (16 px at 105.9411 % is drawn at 16.95,
 * not 16.950576), then rounds its ascent and descent to whole pixels, half up. Inter's ascent at 16 px is
 * exactly 15.5 px, drawn as 16; with capsize's overrides the fallback's came to 15.4995 px, drawn as 15, and a
 * text box's top moved 1 px at the swap. So:
 * - the size-adjust is rounded to a multiple of 1/16 %: at 16, 32, 48… px the adjusted size is then a whole
 *   hundredth, with nothing to truncate (widths change by under 0.03 %);
 * - the ascent and descent overrides are computed from that size-adjust and raised by 0.02 %, which covers
 *   the truncation at other sizes without lifting a value that is just under a half pixel over it.
 * The raise is measured, not derived: in Chromium, web face against Liberation Sans fallback, from 10 to
 * 80 px in steps of 0.25 px at every weight, 0.02 % leaves no whole pixel size apart and 6 fractional
 * sizes of 1,405 (0.01 % and 0.03 % leave more). Capsize's values alone put every line of 16 px body text
 * 1 px apart. tests/e2e/first-visit-fonts.spec.ts checks every whole size from 12 to 72 px.
 */
const SIZE_ADJUST_STEP = 1 / 1600;
const OVERRIDE_RAISE = 0.0002;

function verticalMetrics(web: Metrics, capsizeSizeAdjust: string | undefined) {
  const exact = capsizeSizeAdjust ? Number.parseFloat(capsizeSizeAdjust) / 100 : 1;
  const sizeAdjust = Math.round(exact / SIZE_ADJUST_STEP) * SIZE_ADJUST_STEP;
  const scale = web.unitsPerEm * sizeAdjust;
  const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;
  return {
    ascentOverride: percent((web.ascent / scale) * (1 + OVERRIDE_RAISE)),
    descentOverride: percent((Math.abs(web.descent) / scale) * (1 + OVERRIDE_RAISE)),
    sizeAdjust: percent(sizeAdjust),
  };
}

/** The fallback @font-face rules of `role`'s face: one per platform and weight. */
export function fallbackFacesCss(role: Role): string {
  return WEIGHTS.flatMap((variant) =>
    stack(role, variant).fontFaces.map(({ '@font-face': { fontFamily, src: _src, ...fromCapsize } }, index) => {
      const platform = PLATFORM_FACES[index]!;
      const overrides = { ...fromCapsize, ...verticalMetrics(webMetrics(role, variant.web), fromCapsize.sizeAdjust) };
      const src = platform.local[variant.local].map((name) => `local('${name}')`).join(',');
      const declarations = Object.entries(overrides).map(([name, value]) => `${toCssProperty(name)}:${String(value)}`);
      return `@font-face{font-family:${fontFamily};src:${src};font-weight:${variant.weight};${declarations.join(';')}}`;
    }),
  ).join('');
}
