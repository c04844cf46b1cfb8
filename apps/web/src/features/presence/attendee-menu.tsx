import type { AttendeeEntry } from '@atrium/domain';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useAttendeeActions } from './use-attendee-actions';

export type MenuTarget = { entry: AttendeeEntry; anchor: HTMLElement };

/** The context menu of an attendee in a presence list: go to profile, start chat, in area. */
export function AttendeeMenu({ target, onClose }: { target: MenuTarget | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useAttendeeActions();
  const entry = target?.entry;
  const then = (action: (entry: AttendeeEntry) => void) => () => {
    onClose();
    if (entry) action(entry);
  };
  const self = entry ? actions.isSelf(entry) : false;
  const areaName = entry ? actions.areaName(entry) : '';

  return (
    <Menu
      anchorEl={target?.anchor}
      open={Boolean(target)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('presence.menu.label', { name: entry?.name ?? '' }) } }}
      data-testid="attendee-menu"
    >
      <MenuItem onClick={then(actions.openProfile)}>
        {t(self ? 'presence.menu.ownProfile' : 'presence.menu.profile')}
      </MenuItem>
      {!self && (
        <MenuItem onClick={actions.startChat && then(actions.startChat)} disabled={!actions.startChat}>
          <ListItemText
            primary={t('presence.menu.chat')}
            secondary={actions.startChat ? undefined : t('presence.menu.chatUnavailable')}
          />
        </MenuItem>
      )}
      {entry && actions.hasArea(entry) && (
        <MenuItem onClick={then(actions.goToArea)}>{t('presence.menu.inArea', { area: areaName })}</MenuItem>
      )}
    </Menu>
  );
}
