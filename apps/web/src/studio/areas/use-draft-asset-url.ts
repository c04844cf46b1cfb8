import type { Asset } from '@atrium/domain';
import { useDraftStore } from '../draft/draft.store';
import { useSignedAssetUrl } from '../fields/use-signed-asset-url';

/**
 * The URL of one of the draft's assets, signed where needed. The original file is loaded: a fresh
 * upload's sized variants may not exist yet.
 */
export function useDraftAssetUrl(assetId: string | undefined): {
  asset: Asset | undefined;
  src: string | undefined;
  failed: boolean;
} {
  const asset = useDraftStore((state) =>
    assetId ? state.venue?.assets.find((candidate) => candidate.id === assetId) : undefined,
  );
  const { src, failed } = useSignedAssetUrl(asset?.uri);
  return { asset, src, failed };
}
