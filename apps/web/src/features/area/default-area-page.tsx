import { localizedText } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { fetchVenue, fetchVenueVersion } from '../../shared/api/venue.api';
import { AreaBackground } from './area-background';

export function DefaultAreaPage({ locale }: { locale: string }) {
  const version = useQuery({ queryKey: ['venue-version'], queryFn: fetchVenueVersion });
  const architectureId = version.data?.publishedVersion !== -1 ? version.data?.publishedArchitectureId : null;
  const venue = useQuery({
    queryKey: ['venue', architectureId, version.data?.publishedVersion],
    queryFn: () => fetchVenue(architectureId!),
    enabled: Boolean(architectureId),
  });

  if (version.isPending || (architectureId && venue.isPending)) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (version.isError || venue.isError) {
    return <Alert severity="error">Cannot load venue: {(version.error ?? venue.error)?.message}</Alert>;
  }
  if (!architectureId || !venue.data) {
    return <Alert severity="info">This venue is not open yet. Please come back later.</Alert>;
  }
  const architecture = venue.data.architectures[0]!;
  const area = architecture.areas.find((a) => a.id === architecture.defaultAreaId)!;
  const name = localizedText(area.names, locale);
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom data-testid="area-name">
        {name}
      </Typography>
      <AreaBackground venue={venue.data} area={area} alt={localizedText(area.descriptions, locale) || name} />
    </Box>
  );
}
