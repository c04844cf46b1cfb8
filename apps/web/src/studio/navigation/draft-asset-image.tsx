import type { Asset } from '@atrium/domain';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { useEffect, useState } from 'react';
import { signedAssetUrl } from '../../shared/assets/asset-url-signer';

type Props = { asset: Asset; size: number };

/**
 * A picture of the draft's assets (the viewer's images read the published venue, which may not
 * have it yet), through a signed URL. Decorative: the asset's name is shown beside it.
 */
export function DraftAssetImage({ asset, size }: Props) {
  const [loaded, setLoaded] = useState<{ uri: string; src?: string; failed?: boolean }>({ uri: asset.uri });
  const current = loaded.uri === asset.uri ? loaded : { uri: asset.uri };

  useEffect(() => {
    let live = true;
    signedAssetUrl(asset.uri).then(
      (src) => live && setLoaded({ uri: asset.uri, src }),
      () => live && setLoaded({ uri: asset.uri, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [asset.uri]);

  if (current.failed) return <BrokenImageIcon color="disabled" sx={{ width: size, height: size }} />;
  if (!current.src) return <span style={{ display: 'inline-block', width: size, height: size }} />;
  return (
    <img
      src={current.src}
      alt=""
      width={size}
      height={size}
      style={{ objectFit: 'contain' }}
      onError={() => setLoaded({ uri: asset.uri, failed: true })}
    />
  );
}
