import { useEffect, useState } from 'react';
import { assetUrlSigner } from '../../shared/assets/asset-url-signer';

/**
 * A URL to show a draft's asset from (signed where the server needs it). The viewer's
 * `useAssetSource` reads the published venue, not the draft, so the studio signs by URI.
 */
export function useSignedAssetUrl(uri: string | undefined): { src?: string; failed: boolean } {
  const [state, setState] = useState<{ uri: string; src?: string; failed: boolean }>();
  useEffect(() => {
    if (!uri) return;
    let live = true;
    assetUrlSigner.sign(uri).then(
      (src) => live && setState({ uri, src, failed: false }),
      () => live && setState({ uri, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  if (!uri) return { failed: false };
  if (state?.uri === uri) return state;
  return { src: assetUrlSigner.peek(uri), failed: false };
}
