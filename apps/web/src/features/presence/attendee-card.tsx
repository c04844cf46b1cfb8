import type { AttendeeEntry } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AttendeeAvatar } from './attendee-avatar';
import { useAttendeeActions } from './use-attendee-actions';

type Props = {
  entry: AttendeeEntry;
  /** The list the attendee was selected in: the card floats beside it. */
  anchor: HTMLElement | null;
  onClose: () => void;
};

/** Whether a click landed on this attendee in the list (a second click there deselects it). */
const onSameAttendee = (target: EventTarget | null, uid: string) =>
  target instanceof Element && target.closest('[data-uid]')?.getAttribute('data-uid') === uid;

/**
 * The floating card of an attendee selected in the drawer (spec §2.3): at most the viewport's
 * width minus 270 px, beside the drawer; a click outside it deselects the attendee. Rendered
 * inside the drawer so that its focus trap lets the card's buttons be reached.
 */
export function AttendeeCard({ entry, anchor, onClose }: Props) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const actions = useAttendeeActions();
  const then = (action: (entry: AttendeeEntry) => void) => () => {
    onClose();
    action(entry);
  };
  const details = [entry.title, entry.company].filter(Boolean).join(' · ');
  const areaName = actions.areaName(entry);
  const self = actions.isSelf(entry);

  return (
    <Popper
      open={Boolean(anchor)}
      anchorEl={anchor}
      placement={rtl ? 'right-start' : 'left-start'}
      disablePortal
      popperOptions={{ strategy: 'fixed' }}
      modifiers={[
        { name: 'flip', enabled: false },
        { name: 'offset', options: { offset: [0, -30] } },
        { name: 'preventOverflow', options: { padding: 8 } },
      ]}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      <ClickAwayListener onClickAway={(event) => !onSameAttendee(event.target, entry.uid) && onClose()}>
        <Paper
          elevation={8}
          role="dialog"
          aria-label={entry.name}
          data-testid="attendee-card"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onClose();
            }
          }}
          sx={{
            p: 1.5,
            maxWidth: 'calc(100vw - 270px)',
            minWidth: 0,
            overflowWrap: 'break-word',
            hyphens: 'auto',
          }}
        >
          {/* Wraps below the avatar: on a phone the card is only 120 px wide (spec §2.3). */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
            <AttendeeAvatar name={entry.name} size={40} self={self} />
            <Box sx={{ minWidth: 0, flex: '1 1 120px' }}>
              <Typography fontWeight={600}>{entry.name}</Typography>
              {details && (
                <Typography variant="body2" color="text.secondary">
                  {details}
                </Typography>
              )}
            </Box>
          </Box>
          {areaName && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('presence.inAreaNow', { area: areaName })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <Button size="small" variant="outlined" onClick={then(actions.openProfile)}>
              {t(self ? 'presence.menu.ownProfile' : 'presence.menu.profile')}
            </Button>
            {!self && (
              <Button
                size="small"
                onClick={actions.startChat && then(actions.startChat)}
                disabled={!actions.startChat}
                title={actions.startChat ? undefined : t('presence.menu.chatUnavailable')}
              >
                {t('presence.menu.chat')}
              </Button>
            )}
            {actions.hasArea(entry) && (
              <Button size="small" onClick={then(actions.goToArea)}>
                {t('presence.goToArea')}
              </Button>
            )}
          </Box>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
