import { configurationWindowStatus } from '@atrium/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../shared/routing/route-paths';
import { useServerNow } from '../../shared/stores/server-time.store';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { MeetingFrame } from '../../widgets/meeting/meeting-frame';
import { leaveMeeting } from '../../widgets/meeting/use-meeting-navigation-lock';
import { ConsentGate } from '../consent/consent-gate';
import { findMeeting } from './find-meeting';
import '../../widgets/meeting/meeting-texts';

/**
 * The full-screen meeting route (spec §2.1): the room fills the window, without header or footer.
 * Escape or "back to the area" leaves it. A configuration outside its time window says when it
 * opens or that it has ended.
 */
export function MeetingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { architectureId = '', areaId = '', widgetId, configId } = useParams();
  const { architecture, locale } = useVenueView();
  const now = useServerNow();
  const found = findMeeting(architecture, { areaId, widgetId, configId });
  const areaPath = paths.area(architectureId, areaId);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in full screen, or in a dialog, closes that first.
      if (event.key !== 'Escape' || event.defaultPrevented || document.fullscreenElement) return;
      leaveMeeting();
      void navigate(areaPath);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, areaPath]);

  if (!architecture) return null;
  const status = found && configurationWindowStatus({ configurations: [found.configuration] }, now);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Box
      data-testid="meeting-page"
      sx={{ display: 'flex', flexDirection: 'column', height: '100dvh', minHeight: 320 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: { xs: 1, sm: 2 },
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          component={RouterLink}
          to={areaPath}
          onClick={leaveMeeting}
          aria-keyshortcuts="Escape"
          startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          {t('meeting.backToArea')}
        </Button>
        <Typography variant="h6" component="h1" noWrap sx={{ minWidth: 0 }}>
          {found ? t('meeting.title', { name: found.configuration.name }) : t('meeting.notFound')}
        </Typography>
        {found?.configuration.webinarOn && (
          <Chip label={t('meeting.webinar')} size="small" color="secondary" data-testid="webinar-chip" />
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {!found && (
          <Alert severity="warning" sx={{ m: 2 }} data-testid="meeting-not-found">
            {t('meeting.notFound')}
          </Alert>
        )}
        {status?.state === 'upcoming' && (
          <Alert severity="info" sx={{ m: 2 }} data-testid="meeting-upcoming">
            {t('meeting.opensSoon', { date: formatDate(status.opensAt) })}
          </Alert>
        )}
        {status?.state === 'ended' && (
          <Alert severity="info" sx={{ m: 2 }} data-testid="meeting-ended">
            {t('meeting.ended')}
          </Alert>
        )}
        {found && status?.state === 'active' && (
          <ConsentGate providerIds={found.configuration.cookieProviders} widgetType="MEETING">
            <MeetingFrame
              widget={found.widget}
              configuration={found.configuration}
              architectureId={architectureId}
              areaId={areaId}
              askBeforeLeaving
              showWebinar={false}
            />
          </ConsentGate>
        )}
      </Box>
    </Box>
  );
}
