import sharp from 'sharp';

/** A preview fits in a square of this side (a chat bubble at twice its pixel density). */
export const CHAT_PREVIEW_MAX_SIDE = 640;
/** Refuses decompression bombs: a few kilobytes that would decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 100_000_000;

export const CHAT_PREVIEW_CONTENT_TYPE = 'image/webp';
export const CHAT_PREVIEW_EXTENSION = 'webp';

/**
 * The preview of an uploaded image: its first frame turned upright, no larger than
 * CHAT_PREVIEW_MAX_SIDE, as WebP and without the original's metadata (EXIF location, camera,
 * comments). Undefined when sharp cannot read the image: its magic bytes lied.
 */
export async function makeChatPreview(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: CHAT_PREVIEW_MAX_SIDE,
        height: CHAT_PREVIEW_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
