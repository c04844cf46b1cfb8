import type { Asset } from '@atrium/domain';
import { useEffect, useState } from 'react';
import { assetUrlSigner } from '../../shared/assets/asset-url-signer';
import { useDraftStore } from '../draft/draft.store';

type Signed = { uri: string; src: string | undefined; failed: boolean };

/**
 * The URL of one of the draft's assets, signed where needed. The viewer's `useAssetSource` reads
 * the published venue's assets; the studio shows files that exist only in the draft so far.
 * The original file is loaded: a fresh upload's sized variants may not exist yet.
 */
export function useDraftAssetUrl(assetId: string | undefined): {
  asset: Asset | undefined;
  src: string | undefined;
  failed: boolean;
} {
  const asset = useDraftStore((state) =>
    assetId ? state.venue?.assets.find((candidate) => candidate.id === assetId) : undefined,
  );
  const uri = asset?.uri;
  const [signed, setSigned] = useState<Signed | undefined>();

  useEffect(() => {
    if (!uri) return;
    let live = true;
    assetUrlSigner.sign(uri).then(
      (src) => live && setSigned({ uri, src, failed: false }),
      () => live && setSigned({ uri, src: undefined, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [uri]);

  const current = signed?.uri === uri ? signed : undefined;
  return {
    asset,
    src: current?.src ?? (uri ? assetUrlSigner.peek(uri) : undefined),
    failed: current?.failed ?? false,
  };
}
