import type { ReactNode } from 'react';
import {
  PLAYER_PREVIEW_SIZE,
  playerPreviewFile,
  playerPreviewSrcset,
  type PlayerPreviewFormat,
} from '../../src/content/player-preview.ts';
import { previewImageUrl } from './image-base.ts';

interface PlayerPreviewProps {
  imageBase: string;
  productName: string;
  /** Fetched first and at once (the `image-loading` attribute; by default the full variant, the top of /player), else only when scrolled near. */
  aboveTheFold: boolean;
  /** The width the screenshot takes, which picks the file of its srcset (image-sizes.ts). */
  sizes: string;
  /** The overlay's text: it says this is a static demo (and, in the full variant, links to the download). */
  children: ReactNode;
}

/** The static screenshot of the player with its overlay; width/height keep its box before it loads. */
export function PlayerPreview({ imageBase, productName, aboveTheFold, sizes, children }: PlayerPreviewProps) {
  const srcset = (format: PlayerPreviewFormat) =>
    playerPreviewSrcset(format, (file) => previewImageUrl(imageBase, file));
  return (
    <figure className="preview" part="preview">
      <figcaption className="preview__overlay" part="overlay">
        {children}
      </figcaption>
      <picture>
        <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
        <img
          className="preview__image"
          src={previewImageUrl(imageBase, playerPreviewFile(PLAYER_PREVIEW_SIZE.width, 'webp'))}
          srcSet={srcset('webp')}
          sizes={sizes}
          width={PLAYER_PREVIEW_SIZE.width}
          height={PLAYER_PREVIEW_SIZE.height}
          alt={`O player do ${productName}: a música tocando, a fila compartilhada, o chat da sala e os controles de volume, graves e agudos`}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={aboveTheFold ? 'high' : 'auto'}
          decoding="async"
        />
      </picture>
    </figure>
  );
}
