import type { Area, Venue } from '@atrium/domain';
import Box from '@mui/material/Box';

function assetUri(venue: Venue, assetId: string | undefined) {
  return venue.assets.find((asset) => asset.id === assetId)?.uri;
}

/** The default viewpoint's background image (a video's poster, a panorama flat for now). */
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
      sx={{
        width: '100%',
        maxHeight: 'calc(100vh - 170px)',
        objectFit: 'contain',
        display: 'block',
        aspectRatio: area.viewMode === 'VIEW_360D' ? '2 / 1' : '16 / 9',
      }}
    />
  );
}
