import type { UserStatus } from '@atrium/domain';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveStatus, type SettableStatus, useChatStore } from './chat.store';
import { useChatOnline } from './chat-online';
import { StatusDot } from './status-dot';

const choices: SettableStatus[] = ['AVAILABLE', 'BUSY', 'IDLE'];

/** The text key of a status. */
export const statusKey = (status: UserStatus) => `chat.status.${status.toLowerCase()}`;

/**
 * The user's own status (spec §4): Available, Busy (mutes notifications) or Idle, as others see
 * it in presence and chat; Idle by itself after a while without input; Offline while the chat is.
 */
export function StatusMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const chosen = useChatStore((s) => s.status);
  const shown = useChatStore(effectiveStatus);
  const online = useChatOnline() === 'online';
  const status: UserStatus = online ? shown : 'OFFLINE';
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<StatusDot status={status} />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('chat.status.label', { status: t(statusKey(status)) })}
        data-testid="chat-status-button"
        sx={{
          textTransform: 'none',
          minWidth: 0,
          whiteSpace: 'nowrap',
          ...(compact ? { px: 1, '& .MuiButton-startIcon': { m: 0 } } : {}),
        }}
      >
        {!compact && t(statusKey(status))}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice}
            selected={choice === chosen}
            aria-checked={choice === chosen}
            role="menuitemradio"
            onClick={() => {
              useChatStore.getState().setStatus(choice);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <StatusDot status={choice} />
            </ListItemIcon>
            <ListItemText primary={t(statusKey(choice))} secondary={t(`${statusKey(choice)}Hint`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
