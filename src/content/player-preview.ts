/**
 * The player screenshot, public/images/player-preview-<width>.{avif,webp} (made by scripts/make-images.ts).
 * 768 px serves phones up to 2× and the Lighthouse phone (412 px at 1.75×) without the 1280 px file,
 * which desktops and 3× phones take.
 */
export const PLAYER_PREVIEW_WIDTHS = [640, 768, 1280] as const;

/** The intrinsic size of the largest file (16:10): what `width`/`height` on the <img> declare. */
export const PLAYER_PREVIEW_SIZE = { width: 1280, height: 800 } as const;

export type PlayerPreviewFormat = 'avif' | 'webp';

export function playerPreviewFile(width: number, format: PlayerPreviewFormat): string {
  return `player-preview-${width}.${format}`;
}

/** A srcset listing every width; `urlOf` turns a file name into its address (our /images/ by default). */
export function playerPreviewSrcset(
  format: PlayerPreviewFormat,
  urlOf: (file: string) => string = (file) => `/images/${file}`,
): string {
  return PLAYER_PREVIEW_WIDTHS.map((width) => `${urlOf(playerPreviewFile(width, format))} ${width}w`).join(', ');
}
