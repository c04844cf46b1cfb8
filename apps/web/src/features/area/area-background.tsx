import type { Area, Venue } from '@atrium/domain';
import Box from '@mui/material/Box';
import { areaBackgroundUri } from '../../shared/ui/area-background-uri';

/** The default viewpoint's background image (a video's poster, a panorama flat for now). */
export function AreaBackground({ venue, area, alt }: { venue: Venue; area: Area; alt: string }) {
  const src = areaBackgroundUri(venue, area);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      fetchPriority="high"
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
