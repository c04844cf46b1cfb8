import type { Area, Venue } from '@atrium/domain';
import Box from '@mui/material/Box';

function assetUri(venue: Venue, assetId: string | undefined) {
  return venue.assets.find((asset) => asset.id === assetId)?.uri;
}

/** The default viewpoint's background; video and panorama viewers arrive with the area view. */
export function AreaBackground({ venue, area, alt }: { venue: Venue; area: Area; alt: string }) {
  const viewpoint = area.viewPoints.find((v) => v.id === area.defaultViewpointId) ?? area.viewPoints[0];
  const background = viewpoint?.background;
  const src =
    background?.type === 'BackgroundVideo'
      ? assetUri(venue, background.posterAssetId)
      : assetUri(venue, background?.assetId);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      data-testid="area-background"
      sx={{ width: '100%', maxHeight: 'calc(100vh - 120px)', objectFit: 'contain', display: 'block' }}
    />
  );
}
