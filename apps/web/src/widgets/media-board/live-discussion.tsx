import type { LiveDiscussion } from '@atrium/domain';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveState } from './board-views';

/** A live discussion's time in the attendee's language and time zone: "Mon, 1 June 2029, 10:00–11:00 UTC". */
export function liveWindowText(live: Pick<LiveDiscussion, 'begin' | 'end'>, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return format.formatRange(new Date(live.begin), new Date(live.end));
}

/** The card's badge of a live discussion: live now, or when it is scheduled. */
export function LiveBadge({ live, state }: { live: LiveDiscussion; state: LiveState }) {
  const { t, i18n } = useTranslation();
  if (state === 'live') {
    return <Chip size="small" color="error" label={t('mediaBoard.liveNow')} data-testid="live-badge" />;
  }
  if (state !== 'scheduled') return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(live.begin),
  );
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      label={t('mediaBoard.liveOn', { date: when })}
      data-testid="scheduled-badge"
    />
  );
}

/**
 * The detail's live discussion: when it takes place (spec §4: scheduled for a date-time), or that
 * it runs now with a button that opens its room in a new tab. Only the attendees' meeting URL is
 * in the venue JSON; host URLs never are.
 */
export function LiveDiscussionPanel({ live, state }: { live: LiveDiscussion; state: LiveState }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="live-discussion"
      data-state={state}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h4" variant="subtitle2">
          {t('mediaBoard.liveDiscussion')}
        </Typography>
        {state === 'live' && <Chip size="small" color="error" label={t('mediaBoard.liveNow')} />}
      </Box>
      <Typography variant="body2" data-testid="live-window">
        {state === 'ended' ? t('mediaBoard.liveEnded') : liveWindowText(live, i18n.language)}
      </Typography>
      {state === 'live' && (
        <Box>
          <Button
            variant="contained"
            color="error"
            href={live.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OpenInNewIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
            data-testid="join-live"
          >
            {t('mediaBoard.join')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('mediaBoard.opensInNewTab')}`}
            </Box>
          </Button>
        </Box>
      )}
    </Box>
  );
}
