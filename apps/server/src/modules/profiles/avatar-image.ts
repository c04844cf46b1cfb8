import { AVATAR_CONTENT_TYPES } from '@atrium/domain';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error';
import { detectContentType } from '../assets/content-type';

/** An avatar is stored at most this wide and high; it is drawn small. */
const AVATAR_MAX_SIDE = 1024;
/** Refuses decompression bombs: a few kilobytes that would decode to gigabytes of pixels. */
const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

const formats = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
type AvatarType = (typeof AVATAR_CONTENT_TYPES)[number];

const isAvatarType = (contentType: string): contentType is AvatarType =>
  (AVATAR_CONTENT_TYPES as readonly string[]).includes(contentType);

export type AvatarImage = { bytes: Buffer; contentType: AvatarType; extension: string };

const unsupported = () =>
  new AppError('asset.unsupported_type', 'An avatar must be a JPEG, PNG or WebP image that can be read.');

/**
 * An uploaded avatar, checked by its content (never by the name or type the client claims) and
 * re-encoded: turned upright, no larger than AVATAR_MAX_SIDE, and without the metadata of the
 * original (EXIF location, camera, comments), which others would otherwise download with it.
 */
export async function prepareAvatarImage(bytes: Buffer): Promise<AvatarImage> {
  const detected = await detectContentType(bytes);
  if (!detected || 'unsafe' in detected || !isAvatarType(detected.contentType)) throw unsupported();
  const contentType = detected.contentType;
  const format = formats[contentType];
  try {
    const output = await sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 85 })
      .toBuffer();
    return { bytes: output, contentType, extension: extensions[contentType] };
  } catch {
    throw unsupported();
  }
}
