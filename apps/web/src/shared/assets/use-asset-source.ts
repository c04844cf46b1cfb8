import type { Asset } from '@atrium/domain';
import { useVenueStore } from '../stores/venue.store';

/**
 * Contract (implemented in full by the assets work): the URL to load an asset from, signed when
 * it lives under /backend-assets/, sized when `width` (CSS pixels) is given, with the §4
 * fallback sequence driven by `onError`.
 */
export type AssetSource = {
  asset: Asset | undefined;
  /** Undefined while the URL is being signed. */
  src: string | undefined;
  /** Call from the element's error event; advances the fallback (sized → original → re-sign). */
  onError: () => void;
  /** Set once every fallback failed (the widget shows §8's content problem text). */
  failed: boolean;
};

export function useAssetSource(assetId: string | undefined, _options: { width?: number } = {}): AssetSource {
  const asset = useVenueStore((s) => s.venue?.assets.find((candidate) => candidate.id === assetId));
  return { asset, src: asset?.uri, onError: () => {}, failed: false };
}
