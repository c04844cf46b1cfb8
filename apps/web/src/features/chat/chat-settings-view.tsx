import type { ChatUser } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBlocks, unblockUser } from './chat.api';
import { useChatStore } from './chat.store';
import { useChatSettings } from './chat-settings.store';
import {
  askNotificationPermission,
  type NotificationPermissionState,
  notificationPermission,
} from './notifier';
import { ViewHeader } from './view-header';

function Notifications() {
  const { t } = useTranslation();
  const enabled = useChatSettings((s) => s.notifications);
  const [permission, setPermission] = useState<NotificationPermissionState>(notificationPermission);
  if (permission === 'unsupported')
    return <Typography variant="body2">{t('chat.settings.notificationsUnsupported')}</Typography>;
  if (permission === 'denied')
    return <Typography variant="body2">{t('chat.settings.notificationsDenied')}</Typography>;
  if (permission === 'default') {
    return (
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('chat.settings.notificationsAsk')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void askNotificationPermission().then(setPermission)}
          data-testid="chat-allow-notifications"
        >
          {t('chat.settings.allowNotifications')}
        </Button>
      </Box>
    );
  }
  return (
    <FormControlLabel
      control={
        <Switch
          checked={enabled}
          onChange={(event) => useChatSettings.getState().setNotifications(event.target.checked)}
        />
      }
      label={t('chat.settings.notifications')}
    />
  );
}

function Blocked() {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState<ChatUser[]>();
  useEffect(() => {
    fetchBlocks().then(
      (list) => setBlocked(list.blocked),
      () => setBlocked([]),
    );
  }, []);
  const unblock = async (user: ChatUser) => {
    setBlocked((await unblockUser(user.uid)).blocked);
    const store = useChatStore.getState();
    for (const conversation of Object.values(store.conversations)) {
      if (conversation.kind === 'PRIVATE' && conversation.members.some((m) => m.uid === user.uid)) {
        store.upsertConversation({ ...conversation, blocked: false });
      }
    }
  };
  if (!blocked) return null;
  if (blocked.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('chat.settings.noBlocked')}
      </Typography>
    );
  return (
    <List dense>
      {blocked.map((user) => (
        <ListItem
          key={user.uid}
          secondaryAction={
            <Button size="small" onClick={() => void unblock(user).catch(() => undefined)}>
              {t('chat.block.unblockShort')}
            </Button>
          }
        >
          <ListItemText primary={user.name} />
        </ListItem>
      ))}
    </List>
  );
}

/** The chat's settings: the chime and browser notifications (asked here, never on load), blocked people. */
export function ChatSettingsView() {
  const { t } = useTranslation();
  const headingId = useId();
  const sound = useChatSettings((s) => s.sound);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      data-testid="chat-settings"
    >
      <ViewHeader id={headingId} title={t('chat.settings.title')} />
      <Box sx={{ p: 2, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('chat.settings.hiddenTabNote')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={sound}
              onChange={(event) => useChatSettings.getState().setSound(event.target.checked)}
            />
          }
          label={t('chat.settings.sound')}
        />
        <Notifications />
        <Typography component="h4" variant="subtitle2">
          {t('chat.settings.blocked')}
        </Typography>
        <Blocked />
      </Box>
    </Box>
  );
}
