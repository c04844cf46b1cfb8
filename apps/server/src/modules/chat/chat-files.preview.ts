import { makeWebpImage, WEBP_CONTENT_TYPE, WEBP_EXTENSION } from '../assets/webp-image';

/** A preview fits in a square of this side (a chat bubble at twice its pixel density). */
export const CHAT_PREVIEW_MAX_SIDE = 640;

export const CHAT_PREVIEW_CONTENT_TYPE = WEBP_CONTENT_TYPE;
export const CHAT_PREVIEW_EXTENSION = WEBP_EXTENSION;

/**
 * The preview of an uploaded image (WebP, upright, no larger than CHAT_PREVIEW_MAX_SIDE, without
 * metadata). Undefined when sharp cannot read the image: its magic bytes lied.
 */
export async function makeChatPreview(bytes: Buffer): Promise<Buffer | undefined> {
  return (await makeWebpImage(bytes, CHAT_PREVIEW_MAX_SIDE))?.bytes;
}
