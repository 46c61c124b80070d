import sharp from 'sharp';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelDiff {
  /** Changed pixels over the larger of the two images' areas, in %. */
  changedPercent: number;
  changedPixels: number;
  totalPixels: number;
  /** Pixels left out of the comparison (the boxes in `exclude`). */
  excludedPixels: number;
  /** The bounding box of the changed pixels, for the failure message. */
  changedBox: Box | null;
  sizes: { before: [number, number]; after: [number, number] };
}

/** A channel difference at or below this counts as the same pixel (anti-aliasing noise; a real change is far larger). */
const CHANNEL_TOLERANCE = 8;

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares two screenshots pixel by pixel (decoded to raw RGBA with sharp). Where the images differ in
 * size, every pixel outside the smaller one counts as changed. Pixels inside `exclude` are not compared.
 */
export async function pixelDiff(before: Buffer, after: Buffer, exclude: readonly Box[] = []): Promise<PixelDiff> {
  const a = await rgba(before);
  const b = await rgba(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const excluded = (x: number, y: number) =>
    exclude.some((box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height);
  let changed = 0;
  let skipped = 0;
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (exclude.length && excluded(x, y)) {
        skipped++;
        continue;
      }
      let same = x < a.width && y < a.height && x < b.width && y < b.height;
      if (same) {
        const i = (y * a.width + x) * 4;
        const j = (y * b.width + x) * 4;
        for (let channel = 0; channel < 4 && same; channel++)
          same = Math.abs(a.data[i + channel]! - b.data[j + channel]!) <= CHANNEL_TOLERANCE;
      }
      if (same) continue;
      changed++;
      box = box
        ? {
            left: Math.min(box.left, x),
            top: Math.min(box.top, y),
            right: Math.max(box.right, x),
            bottom: Math.max(box.bottom, y),
          }
        : { left: x, top: y, right: x, bottom: y };
    }
  }
  const total = width * height;
  return {
    changedPercent: (changed / total) * 100,
    changedPixels: changed,
    totalPixels: total,
    excludedPixels: skipped,
    changedBox: box
      ? { x: box.left, y: box.top, width: box.right - box.left + 1, height: box.bottom - box.top + 1 }
      : null,
    sizes: { before: [a.width, a.height], after: [b.width, b.height] },
  };
}
