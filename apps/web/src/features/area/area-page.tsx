import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useVenueStore } from '../../shared/stores/venue.store';
import { useLoginEnabled, useVenueView } from '../../shared/ui/use-venue-view';
import { AreaBackground } from './area-background';

/** An area: its name and the default viewpoint's background; widgets come with the area view. */
export function AreaPage() {
  const { areaId } = useParams();
  const { venue, architecture, text } = useVenueView();
  const loginEnabled = useLoginEnabled();
  const area = architecture?.areas.find((candidate) => candidate.id === areaId);

  useEffect(() => {
    if (area) useVenueStore.getState().setLastAreaId(area.id);
  }, [area]);

  if (!venue || !area) return null;
  const name = text(area.names);
  const description = text(area.descriptions);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
      {!loginEnabled && description && (
        <Typography component="h2" sx={visuallyHidden} data-testid="meta-description">
          {description}
        </Typography>
      )}
      <Typography variant="h5" component="h1" data-testid="area-name">
        {name}
      </Typography>
      <AreaBackground venue={venue} area={area} alt={description || name} />
    </Box>
  );
}
