/**
 * Sized variants of uploaded images (made by the server at upload, sharp): same key as the
 * original with `.w{width}` before the extension, e.g. `live/demo/lobby-g1.jpg` →
 * `live/demo/lobby-g1.w960.jpg`. The client asks for the smallest variant at least as wide as it
 * draws the image, and falls back once to the original (spec §4 "Asset images").
 */
export const assetVariantWidths = [480, 960, 1920, 3840] as const;
export type AssetVariantWidth = (typeof assetVariantWidths)[number];

/** Image formats that get variants (SVG and GIF are served as uploaded). */
const VARIANT_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export function hasVariants(uriOrKey: string): boolean {
  return VARIANT_EXTENSIONS.test(uriOrKey.split('?')[0] ?? '');
}

/** The uri (or storage key) of a sized variant; the original when the format has none. */
export function variantUri(uri: string, width: AssetVariantWidth): string {
  const [path = '', query] = uri.split('?');
  if (!hasVariants(path)) return uri;
  const dot = path.lastIndexOf('.');
  const sized = `${path.slice(0, dot)}.w${width}${path.slice(dot)}`;
  return query === undefined ? sized : `${sized}?${query}`;
}

/** The smallest variant width covering `pixels` device pixels (the largest when none does). */
export function variantWidthFor(pixels: number): AssetVariantWidth {
  return (
    assetVariantWidths.find((width) => width >= pixels) ?? assetVariantWidths[assetVariantWidths.length - 1]!
  );
}

/** Asset URIs under these prefixes are fetched through signed URLs (spec §7). */
export const SIGNED_ASSET_PREFIXES = ['/backend-assets/live/', '/backend-assets/preview/'] as const;
/** How long the client reuses a signed URL (spec §9); the server signs for longer. */
export const SIGNED_ASSET_URL_CACHE_MS = 10 * 60 * 1000;
