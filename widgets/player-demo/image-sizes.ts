/**
 * The `sizes` of the screenshot by variant: the width it takes, for the browser to pick a file of the
 * srcset before any layout. The widget cannot see its container then, so these assume what our pages
 * give it: a content column with 1rem gutters, at most 72rem wide. In a narrower column (a partner's
 * sidebar) the browser fetches a sharper file than needed, never a blurrier one; only a column wider
 * than the viewport minus 2rem gets a file up to 2rem short. The grid is player-demo.css's.
 */
export const PREVIEW_SIZES = {
  // Within the preview's 1px borders. Stacked below 64rem; from 64rem the preview is the 1.4fr of
  // `1.4fr 1fr` beside a 1.5rem gap.
  full: '(min-width: 74rem) 656px, (min-width: 64rem) calc((100vw - 3.5rem) * 7 / 12 - 2px), calc(100vw - 2rem - 2px)',
  // At most 40rem wide.
  compact: '(min-width: 42rem) 638px, calc(100vw - 2rem - 2px)',
} as const;
