import { type AssetVariantWidth, assetVariantWidths } from '@atrium/domain';
import sharp from 'sharp';

const formats: Record<string, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export type ImageVariant = { width: AssetVariantWidth; bytes: Buffer };

/**
 * Narrower copies of a JPEG, PNG or WebP image, one for each variant width below the image's own
 * width (never enlarged), in the same format and turned upright by its EXIF orientation. Nothing
 * for other types or for images sharp cannot read (the original is served as uploaded).
 */
export async function makeImageVariants(bytes: Buffer, contentType: string): Promise<ImageVariant[]> {
  const format = formats[contentType];
  if (!format) return [];
  try {
    const { width, height, orientation } = await sharp(bytes).metadata();
    // EXIF orientations 5 to 8 turn the image by 90°: its upright width is the stored height.
    const uprightWidth = orientation && orientation >= 5 ? height : width;
    if (!uprightWidth) return [];
    const widths = assetVariantWidths.filter((variantWidth) => variantWidth < uprightWidth);
    return await Promise.all(
      widths.map(async (variantWidth) => ({
        width: variantWidth,
        bytes: await sharp(bytes)
          .rotate()
          .resize({ width: variantWidth })
          .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    return [];
  }
}
