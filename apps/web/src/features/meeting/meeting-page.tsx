import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/routing/route-paths';
import { useVenueView } from '../../shared/ui/use-venue-view';

/** The full-screen meeting route: no header or footer; the meeting itself comes with widgets. */
export function MeetingPage() {
  const { t } = useTranslation();
  const { architectureId = '', areaId = '', widgetId, configId } = useParams();
  const { architecture, text } = useVenueView();
  const area = architecture?.areas.find((candidate) => candidate.id === areaId);
  const widget = [...(area?.contentWidgets ?? []), ...(architecture?.globalWidgets ?? [])].find(
    (candidate) => candidate.id === widgetId && candidate.type === 'MEETING',
  );
  const configuration = widget?.configurations.find((candidate) => candidate.id === configId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }} data-testid="meeting-page">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          component={RouterLink}
          to={paths.area(architectureId, areaId)}
          startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          {t('meeting.backToArea')}
        </Button>
        <Typography variant="h6" component="h1" noWrap>
          {configuration ? t('meeting.title', { name: configuration.name }) : t('meeting.notFound')}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
        {area && <Typography>{text(area.names)}</Typography>}
      </Box>
    </Box>
  );
}
