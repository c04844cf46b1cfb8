import { hasVariants, SIGNED_ASSET_PREFIXES, variantUri, variantWidthFor } from '@atrium/domain';

/** Answers that mean the file itself is there (spec §9); its image failed for another reason. */
export const OK_IMAGE_STATUSES: readonly number[] = [200, 304, 302, 301];

/** Files of our own store, read through signed URLs (spec §7). */
export const needsSigning = (uri: string) => SIGNED_ASSET_PREFIXES.some((prefix) => uri.startsWith(prefix));

/** One try at loading an asset image (spec §4 "Asset images"). */
export type AssetAttempt = {
  /** What to load, unsigned: the sized variant or the original. */
  uri: string;
  /** The variant width tried, undefined for the original. */
  width: number | undefined;
  /** Set once a 403 made the URL be signed again; there is one re-signing. */
  resigned: boolean;
  failed: boolean;
};

/**
 * The sized variant first, when `pixels` (device pixels drawn) is known and the file is one of
 * ours in a format with variants; the original otherwise.
 */
export function firstAttempt(uri: string, pixels?: number): AssetAttempt {
  const width = pixels && needsSigning(uri) && hasVariants(uri) ? variantWidthFor(pixels) : undefined;
  return { uri: width ? variantUri(uri, width) : uri, width, resigned: false, failed: false };
}

/**
 * The next try after the image failed with `status` (undefined when unknown): a 403 signs the
 * same URL once more; a sized variant that is missing (404) or unreadable (an OK status) falls
 * back once to the original; anything else fails.
 */
export function afterError(
  attempt: AssetAttempt,
  original: string,
  status: number | undefined,
): AssetAttempt {
  if (attempt.failed) return attempt;
  if (status === 403 && !attempt.resigned && needsSigning(attempt.uri)) return { ...attempt, resigned: true };
  const sizedIsMissing = status === 404 || (status !== undefined && OK_IMAGE_STATUSES.includes(status));
  if (attempt.width !== undefined && sizedIsMissing) return { ...attempt, uri: original, width: undefined };
  return { ...attempt, failed: true };
}
