import { analyticsEventName, type MeetingConfiguration, type MeetingWidget } from '@atrium/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { trackEvent } from '../../shared/analytics/track';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { LeaveMeetingDialog } from './leave-meeting-dialog';
import { useFullscreen } from './use-fullscreen';
import { useMeetingEmbed } from './use-meeting-embed';
import { leaveMeeting, useMeetingNavigationLock } from './use-meeting-navigation-lock';
import './meeting-texts';

/** What the embedded meeting may use (spec §7). */
export const MEETING_FRAME_ALLOW =
  'camera; microphone; fullscreen; speaker; display-capture; autoplay; compute-pressure';

const backIcon = <ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />;

export type MeetingFrameProps = {
  widget: MeetingWidget;
  configuration: MeetingConfiguration;
  architectureId: string;
  areaId: string;
  /** Shows "back to area". */
  onBack?: () => void;
  /** Shows a link to the meeting's full-screen page. */
  fullPagePath?: string;
  /** Ask before a navigation leaves the meeting (where nothing else closes it first). */
  askBeforeLeaving?: boolean;
  /** The "Webinar" chip, unless the surrounding page shows it. */
  showWebinar?: boolean;
};

/** The joined meeting: its toolbar (spec §2.8) above the embedded room. */
export function MeetingFrame({
  widget,
  configuration,
  architectureId,
  areaId,
  onBack,
  fullPagePath,
  askBeforeLeaving = false,
  showWebinar = true,
}: MeetingFrameProps) {
  const { t } = useTranslation();
  const { architecture, text } = useVenueView();
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);
  const { src, rejoin, updateCounter } = useMeetingEmbed(configuration);
  const lock = useMeetingNavigationLock(src !== undefined, askBeforeLeaving);

  const area = architecture?.areas.find((candidate) => candidate.id === areaId);
  const eventName = analyticsEventName({
    architectureId,
    areaName: area ? text(area.names) : undefined,
    widgetName: widget.name,
    content: configuration.name,
  });
  // Opening the widget is tracked by the area; joining counts here, on the full-screen page too.
  const track = (action: 'join' | 'rejoin') => trackEvent({ category: 'widget', action, name: eventName });
  const trackOnce = useRef(track);
  useEffect(() => trackOnce.current('join'), []);

  const { asking } = lock;
  const { exit } = fullscreen;
  useEffect(() => {
    // The question is asked outside the meeting: leave full screen so it can be seen.
    if (asking) exit();
  }, [asking, exit]);

  return (
    <Box
      ref={container}
      data-testid="meeting-frame"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        minHeight: 0,
        bgcolor: 'background.default',
      }}
    >
      <Box
        role="toolbar"
        aria-label={t('meeting.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}
      >
        {showWebinar && configuration.webinarOn && (
          <Chip label={t('meeting.webinar')} size="small" color="secondary" data-testid="webinar-chip" />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {src !== undefined && (
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            onClick={() => {
              rejoin();
              track('rejoin');
            }}
          >
            {t('meeting.rejoin')}
          </Button>
        )}
        {fullscreen.supported &&
          (fullscreen.active ? (
            <Button size="small" startIcon={<FullscreenExitIcon />} onClick={fullscreen.exit}>
              {t('meeting.exitFullScreen')}
            </Button>
          ) : (
            <Button size="small" startIcon={<FullscreenIcon />} onClick={fullscreen.enter}>
              {t('meeting.fullScreen')}
            </Button>
          ))}
        {fullPagePath && (
          <Button
            size="small"
            component={RouterLink}
            to={fullPagePath}
            onClick={leaveMeeting}
            startIcon={<OpenInFullIcon />}
          >
            {t('meeting.openFullPage')}
          </Button>
        )}
        {onBack && (
          <Button
            size="small"
            startIcon={backIcon}
            onClick={() => {
              lock.leave();
              onBack();
            }}
          >
            {t('meeting.backToArea')}
          </Button>
        )}
      </Box>
      {src === undefined ? (
        <Alert severity="info" sx={{ m: 1 }} data-testid="meeting-unavailable">
          {t('meeting.unavailable')}
        </Alert>
      ) : (
        <Box
          component="iframe"
          // A new element per URL: changing an iframe's src would add entries to the page's history.
          key={src}
          src={src}
          title={t('meeting.frameTitle', { name: configuration.name })}
          allow={MEETING_FRAME_ALLOW}
          data-update-counter={updateCounter}
          sx={{ flexGrow: 1, width: '100%', minHeight: 240, border: 0, display: 'block' }}
        />
      )}
      {askBeforeLeaving && <LeaveMeetingDialog open={asking} onStay={lock.stay} onLeave={lock.leave} />}
    </Box>
  );
}
