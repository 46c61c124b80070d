import { html, type TemplateResult } from 'lit-html';
import { PLAYER_PREVIEW_SIZE, playerPreviewFile, playerPreviewSrcset } from '../content/player-preview.ts';

interface PlayerPreviewPictureOptions {
  /** The `sizes` of both sources: the width the picture takes on the page. */
  sizes: string;
  alt: string;
  /** Above the fold it is fetched first; below it, only when scrolled near. */
  aboveTheFold: boolean;
}

/** The player screenshot in AVIF with a WebP fallback, every width, its intrinsic size declared. */
export function playerPreviewPicture({ sizes, alt, aboveTheFold }: PlayerPreviewPictureOptions): TemplateResult {
  return html`<picture
    ><source type="image/avif" srcset=${playerPreviewSrcset('avif')} sizes=${sizes} />
    <img
      src="/images/${playerPreviewFile(PLAYER_PREVIEW_SIZE.width, 'webp')}"
      srcset=${playerPreviewSrcset('webp')}
      sizes=${sizes}
      width=${PLAYER_PREVIEW_SIZE.width}
      height=${PLAYER_PREVIEW_SIZE.height}
      alt=${alt}
      fetchpriority=${aboveTheFold ? 'high' : 'auto'}
      loading=${aboveTheFold ? 'eager' : 'lazy'}
      decoding="async"
  /></picture>`;
}
