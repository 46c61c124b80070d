/**
 * The brand's design tokens: the one place where a colour, a size, a weight, a radius or a timing is
 * written. Everything else is generated from here or reads the generated custom properties:
 *   - the site's custom properties (src/styles/tokens.css, by src/brand/generate.ts);
 *   - the widgets' --echojam-* defaults, dark and light (src/lib/widget-theme.css), and the defaults their
 *     contracts and READMEs document (widgetDefault());
 *   - the logo (src/brand/logo.ts) and the images of public/ (scripts/make-images.ts, which gives the
 *     designs in scripts/image-sources/ these values as custom properties).
 * `npm run build` regenerates the CSS files; `npm run images` the images. `npm test` fails when a
 * generated file is stale (scripts/check-generated.ts) or when a colour is written anywhere else.
 */
import { accentShades } from './accent-shades.ts';

/**
 * The one bold accent: primary buttons and the mark's tile (white text on it is 5.7:1). Every other violet
 * of both palettes (hover, links, focus rings, the light theme's accent) is a shade of it
 * (src/brand/accent-shades.ts): changing this line changes them all.
 */
const accent = '#7c3aed';
const shade = accentShades(accent);

/** The dark palette of the site, and the widgets' default theme. */
export const color = {
  bg: '#0b0a12',
  surface: '#15131f',
  surface2: '#1e1b2e',
  border: '#2f2a45',
  text: '#f4f2ff',
  textMuted: '#bdb8d1',
  accent,
  accentHover: shade.hover,
  accentText: shade.onDark,
  /** The second accent, the warm light of the sample album cover (a sunset): the echo in the mark, highlights. */
  sunset: '#ff8f6b',
  /** Text on the accent and on dark art. */
  onAccent: '#ffffff',
  success: '#34d399',
  warning: '#fbbf24',
  danger: '#f87171',
  info: '#22d3ee',
  pink: '#f472b6',
  /** The focus ring: the accent's light shade, on-brand, unlike the danger red of invalid fields. */
  focus: shade.onDark,
  /** Shadows and scrims. */
  shadow: '#000000',
  /** Ranking medals. */
  gold: '#fbbf24',
  onGold: '#1a1300',
  silver: '#d4d4d8',
  onSilver: '#18181b',
  bronze: '#f59e6b',
  onBronze: '#1f0f00',
} as const;

/** theme="light" of the widgets: for white or light partner pages (text 4.5:1 or more, focus ring 3:1 or more). */
export const lightColor = {
  bg: '#f7f6fb',
  surface: '#ffffff',
  surface2: '#f1eff8',
  border: '#cfc9e0',
  text: '#1c1830',
  textMuted: '#4d4866',
  accent: shade.onLight,
  accentHover: shade.onLightDeep,
  accentText: shade.onLightDeep,
  pink: '#be185d',
  danger: '#b91c1c',
  success: '#047857',
  focus: shade.onLight,
} as const;

/**
 * The sample album art drawn in the product's screenshots (the "Maré Alta" sunset cover and the other
 * covers of the queue, the listeners' avatars and the illustrations): product art, the source of the
 * second accent. Only the image designs use these.
 */
export const art = {
  night: '#1e1b4b',
  dusk: '#5b21b6',
  duskDeep: '#4c1d95',
  plum: '#3b0764',
  magenta: '#db2777',
  rose: '#ec4899',
  roseLight: '#f9a8d4',
  sun: '#fde68a',
  amber: '#f59e0b',
  teal: '#0e7490',
  cyan: '#06b6d4',
  cyanLight: '#67e8f9',
  indigo: '#6366f1',
  emerald: '#10b981',
  emeraldLight: '#6ee7b7',
  mint: '#a7f3d0',
  sky: '#0ea5e9',
  violet: '#8b5cf6',
  violetLight: '#a78bfa',
  lilac: '#ddd6fe',
  orchid: '#a21caf',
  grey: '#8e88a8',
  yellow: '#fde047',
  orange: '#fb923c',
  red: '#ef4444',
  brown: '#78350f',
  crimson: '#f43f5e',
  cream: '#fef3c7',
} as const;

/**
 * Type: Bricolage Grotesque (display: headings, the wordmark, buttons; a grotesque with a warm, slightly
 * irregular character that reads as music rather than software) and Inter (running text: neutral and very
 * legible at small sizes). Each falls back to a local face whose metrics are matched to it, so the swap
 * moves nothing; partners' pages that lack them get the system stack.
 * widthCorrection: @capsizecss/metrics' average widths are English letter frequencies; on the site's
 * Portuguese copy (measured in Chromium against Arial/Liberation Sans) the fallback ran wide at that
 * size-adjust, enough to wrap a line that the web font keeps on one. Each factor was swept in steps of
 * 0.25 % over every heading or paragraph in the first screen of every route at 360–1280 px, counting the
 * elements whose line count differs between the web face and its fallback: Bricolage 0.976 (the middle of
 * the 0.9725–0.98 band with none; 0.985 wrapped "O player do EchoJam" at 360 px and "O ecossistema EchoJam"
 * at 412 px onto one more line), Inter 0.989 (5 of 820 elements differ, the fewest of the sweep).
 */
export const font = {
  display: {
    family: 'EchoJam Display',
    package: '@fontsource-variable/bricolage-grotesque',
    metrics: 'bricolageGrotesque',
    widthCorrection: 0.976,
  },
  text: { family: 'EchoJam Text', package: '@fontsource-variable/inter', metrics: 'inter', widthCorrection: 0.989 },
  /** Every system's interface font; the browser finds emoji fonts by itself. */
  systemStack: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  /**
   * Code. Liberation Mono first: on Linux each family tried before the one found is a synchronous call to the
   * browser process before the first paint (four misses on /parceiros in the old order); other systems look
   * names up in a table of their own, where a miss costs next to nothing.
   */
  mono: "'Liberation Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Three weights: 400 text, 600 emphasis (nav, buttons, labels, small headings), 700 display only. */
export const weight = { regular: 400, semibold: 600, bold: 700 } as const;

/** The type scale (a ~1.2 ratio for text; the two display sizes grow with the viewport). */
export const text = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  '3xl': 'clamp(2.125rem, 1.4rem + 2.8vw, 3.75rem)',
} as const;

export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4.5rem',
} as const;

/** Radii in rem; the widgets multiply them by their own rem. */
export const radius = { sm: 0.5, md: 0.875, lg: 1.25 } as const;

export const motion = { duration: '180ms', ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)' } as const;

export const layout = {
  contentWidth: '72rem',
  headerHeight: '4rem',
  /** Reserved at the page bottom so the fixed download bar never covers content: narrow, then from 48rem. */
  downloadBarHeight: '3.75rem',
  downloadBarHeightWide: '4.25rem',
} as const;
