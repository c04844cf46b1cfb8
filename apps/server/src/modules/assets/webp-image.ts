import sharp from 'sharp';

/** Refuses decompression bombs: a few kilobytes that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 100_000_000;

export const WEBP_CONTENT_TYPE = 'image/webp';
export const WEBP_EXTENSION = 'webp';

export type WebpImage = { bytes: Buffer; width: number; height: number };

/**
 * An uploaded image re-encoded for serving: its first frame turned upright, no larger than
 * `maxSide` on either side (never enlarged), as WebP and without the original's metadata (EXIF
 * location, camera, comments). Undefined when sharp cannot read the image: its magic bytes lied.
 */
export async function makeWebpImage(
  bytes: Buffer,
  maxSide: number,
  quality = 80,
): Promise<WebpImage | undefined> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
