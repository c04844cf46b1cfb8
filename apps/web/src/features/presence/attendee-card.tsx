import type { AttendeeEntry } from '@atrium/domain';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AttendeeAvatar } from './attendee-avatar';
import { ownDirection } from './attendee-row';
import { detailsOf } from './attendee-text';
import { useAttendeeActions } from './use-attendee-actions';

type Props = {
  entry: AttendeeEntry;
  /** The list the attendee was selected in: the card floats beside the drawer holding it. */
  anchor: HTMLElement | null;
  onClose: () => void;
};

/** The card's distance from the drawer's edge. */
const GAP = 6;

/** Whether a click landed on this attendee in the list (a second click there deselects it). */
const onSameAttendee = (target: EventTarget | null, uid: string) =>
  target instanceof Element && target.closest('[data-uid]')?.getAttribute('data-uid') === uid;

/**
 * Where the card floats: against the outer edge of the drawer holding the list (not over the
 * drawer's rows), level with the selected attendee's row while it is in view.
 */
function besideDrawer(list: HTMLElement, uid: string) {
  return {
    contextElement: list,
    getBoundingClientRect: () => {
      const drawer = (list.closest('.MuiDrawer-paper') ?? list).getBoundingClientRect();
      const box = list.getBoundingClientRect();
      const row = [...list.querySelectorAll('[data-uid]')].find((el) => el.getAttribute('data-uid') === uid);
      const rowTop = row?.getBoundingClientRect().top ?? box.top;
      const top = Math.min(Math.max(rowTop, box.top), Math.max(box.top, box.bottom - 1));
      const { left, right, width } = drawer;
      return { x: left, y: top, left, right, width, top, bottom: top, height: 0 } as DOMRect;
    },
  };
}

/**
 * The floating card of an attendee selected in the drawer (spec §2.3): beside the drawer, over
 * the page, at most the viewport's width minus 270 px wide (120 px on a phone), so its actions
 * are icon buttons with tooltips; a click outside it deselects the attendee. Rendered inside
 * the drawer so that its focus trap lets the card's buttons be reached.
 */
export function AttendeeCard({ entry, anchor, onClose }: Props) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const actions = useAttendeeActions();
  // Popper places the card anew on the list's scroll and on every render (its options are new
  // each time): a changed list may have moved the row.
  const reference = useMemo(() => anchor && besideDrawer(anchor, entry.uid), [anchor, entry.uid]);
  const then = (action: (entry: AttendeeEntry) => void) => () => {
    onClose();
    action(entry);
  };
  const details = detailsOf(entry);
  const areaName = actions.areaName(entry);
  const self = actions.isSelf(entry);
  const profileLabel = t(self ? 'presence.menu.ownProfile' : 'presence.menu.profile');

  return (
    <Popper
      open={Boolean(reference)}
      anchorEl={reference}
      placement={rtl ? 'right-start' : 'left-start'}
      disablePortal
      popperOptions={{ strategy: 'fixed' }}
      modifiers={[
        { name: 'flip', enabled: false },
        { name: 'offset', options: { offset: [0, GAP] } },
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
            p: 1,
            width: 240,
            maxWidth: 'calc(100vw - 270px)',
            minWidth: 0,
            overflowWrap: 'anywhere',
            hyphens: 'auto',
          }}
        >
          {/* The name wraps below the avatar when the card is narrow (120 px on a phone). */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.75 }}>
            <AttendeeAvatar name={entry.name} size={32} self={self} />
            <Typography
              variant="body2"
              fontWeight={600}
              sx={{ ...ownDirection, flex: '1 1 88px', minWidth: 0, lineHeight: 1.3 }}
            >
              {entry.name}
            </Typography>
          </Box>
          {details && (
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              sx={{ ...ownDirection, lineHeight: 1.35 }}
            >
              {details}
            </Typography>
          )}
          {areaName && (
            <Typography
              variant="caption"
              component="p"
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25, mt: 0.5, lineHeight: 1.35 }}
            >
              <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 14, mt: '1px', flexShrink: 0 }} />
              <span>{t('presence.inAreaNow', { area: areaName })}</span>
            </Typography>
          )}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.5,
              mt: 0.75,
              pt: 0.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Tooltip title={profileLabel}>
              <IconButton
                size="small"
                color="primary"
                aria-label={profileLabel}
                onClick={then(actions.openProfile)}
              >
                <PersonOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {!self &&
              (actions.startChat ? (
                <Tooltip title={t('presence.menu.chat')}>
                  <IconButton
                    size="small"
                    aria-label={t('presence.menu.chat')}
                    onClick={then(actions.startChat)}
                  >
                    <ChatBubbleOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : (
                // A disabled button gets no pointer events: the tooltip listens on a wrapper.
                <Tooltip title={t('presence.menu.chatUnavailable')} describeChild>
                  <span>
                    <IconButton size="small" disabled aria-label={t('presence.menu.chat')}>
                      <ChatBubbleOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
            {actions.hasArea(entry) && (
              <Tooltip title={t('presence.goToArea')}>
                <IconButton size="small" aria-label={t('presence.goToArea')} onClick={then(actions.goToArea)}>
                  <DirectionsWalkIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
