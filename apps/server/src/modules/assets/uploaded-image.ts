import type { AppError } from '../../errors/app-error';
import { detectChatFileType } from '../chat/chat-files.content-type';
import { readUnderLimit } from './upload-limit';
import { makeWebpImage, type WebpImage } from './webp-image';

export type ImageVariantsOptions = {
  maxBytes: number;
  /** The largest side of each variant, and the large one's WebP quality. */
  largeSide: number;
  largeQuality: number;
  previewSide: number;
  tooLarge: () => AppError;
  typeInvalid: () => AppError;
};

/**
 * An uploaded picture made ready to store: its size checked while it arrives, its type decided by
 * its content (PNG, JPEG, GIF, WebP — never by name), and re-encoded as a large and a preview WebP
 * without metadata. Bytes that claim to be an image sharp cannot read are `typeInvalid` too.
 */
export async function uploadedImageVariants(
  file: AsyncIterable<Buffer>,
  options: ImageVariantsOptions,
): Promise<{ large: WebpImage; preview: WebpImage }> {
  const bytes = await readUnderLimit(file, options.maxBytes, options.tooLarge);
  const type = await detectChatFileType(bytes, '');
  if (!type?.image) throw options.typeInvalid();
  const [large, preview] = await Promise.all([
    makeWebpImage(bytes, options.largeSide, options.largeQuality),
    makeWebpImage(bytes, options.previewSide),
  ]);
  if (!large || !preview) throw options.typeInvalid();
  return { large, preview };
}
