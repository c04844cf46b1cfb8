import type { Asset } from '@atrium/domain';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { useState } from 'react';
import { useSignedAssetUrl } from '../fields/use-signed-asset-url';

type Props = { asset: Asset; size: number };

/**
 * A picture of the draft's assets (the viewer's images read the published venue, which may not
 * have it yet), through a signed URL. Decorative: the asset's name is shown beside it.
 */
export function DraftAssetImage({ asset, size }: Props) {
  const signed = useSignedAssetUrl(asset.uri);
  const [brokenUri, setBrokenUri] = useState<string>();
  if (signed.failed || brokenUri === asset.uri)
    return <BrokenImageIcon color="disabled" sx={{ width: size, height: size }} />;
  if (!signed.src) return <span style={{ display: 'inline-block', width: size, height: size }} />;
  return (
    <img
      src={signed.src}
      alt=""
      width={size}
      height={size}
      style={{ objectFit: 'contain' }}
      onError={() => setBrokenUri(asset.uri)}
    />
  );
}
