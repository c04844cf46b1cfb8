import AddIcon from '@mui/icons-material/Add';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { useVenueView } from '../../shared/ui/use-venue-view';
import { AttendeeAvatar } from '../presence/attendee-avatar';
import { usePresenceStore } from '../presence/presence.store';
import { useChatStore } from './chat.store';
import { useChatPanel } from './chat-panel.store';
import { homeLists, latestMessage } from './conversation-order';
import { ConversationRow } from './conversation-row';
import { GroupDialog } from './group-dialog';
import { StatusDot } from './status-dot';
import { statusKey } from './status-menu';
import { unreadOf } from './unread';

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <List
      dense
      aria-label={title}
      subheader={
        <ListSubheader
          component="div"
          sx={{ display: 'flex', alignItems: 'center', lineHeight: '36px', bgcolor: 'background.paper' }}
        >
          <Box component="span" sx={{ flexGrow: 1 }}>
            {title}
          </Box>
          {action}
        </ListSubheader>
      }
    >
      {children}
    </List>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
      {text}
    </Typography>
  );
}

/** Spec §4: opening a room chat sets the room's chat and opens the chat. */
function RoomChatButton() {
  const { t } = useTranslation();
  const areaId = useVenueStore((s) => s.lastAreaId);
  const { architecture, text } = useVenueView();
  const area = architecture?.areas.find((candidate) => candidate.id === areaId);
  if (!area) return null;
  return (
    <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
      <Button
        fullWidth
        variant="outlined"
        startIcon={<MeetingRoomOutlinedIcon />}
        onClick={() => useChatPanel.getState().ask({ kind: 'room', room: { areaId: area.id } })}
        data-testid="chat-room-button"
      >
        {t('chat.roomChatOf', { area: text(area.names) })}
      </Button>
    </Box>
  );
}

/** The panel's lists (spec §2.8): recent chats, group chats and active users, with unread counts. */
export function ChatHome() {
  const { t } = useTranslation();
  const selfUid = useSessionStore((s) => s.user?.userId);
  const conversations = useChatStore((s) => s.conversations);
  const messages = useChatStore((s) => s.messages);
  const view = useChatPanel((s) => s.view);
  const entries = usePresenceStore((s) => s.entries);
  const [creating, setCreating] = useState(false);
  const { recent, groups } = homeLists(Object.values(conversations), messages);
  const statusOf = (uid: string) => entries.find((entry) => entry.uid === uid)?.status;
  const others = entries.filter((entry) => entry.uid !== selfUid);
  const open = (conversationId: string) =>
    useChatPanel.getState().show({ name: 'conversation', conversationId });
  const row = (conversation: (typeof recent)[number]) => {
    const partner =
      conversation.kind === 'PRIVATE' ? conversation.members.find((m) => m.uid !== selfUid) : undefined;
    return (
      <ConversationRow
        key={conversation.id}
        conversation={conversation}
        last={latestMessage(conversation, messages)}
        unread={unreadOf(conversation, messages[conversation.id] ?? [], selfUid)}
        status={partner ? statusOf(partner.uid) : undefined}
        selected={view.name === 'conversation' && view.conversationId === conversation.id}
        onOpen={() => open(conversation.id)}
      />
    );
  };

  return (
    <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }} data-testid="chat-home">
      <RoomChatButton />
      <Section title={t('chat.recent')}>
        {recent.length > 0 ? recent.map(row) : <Empty text={t('chat.noRecent')} />}
      </Section>
      <Section
        title={t('chat.groups')}
        action={
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="chat-new-group"
          >
            {t('chat.group.create')}
          </Button>
        }
      >
        {groups.length > 0 ? groups.map(row) : <Empty text={t('chat.noGroups')} />}
      </Section>
      <Section title={t('chat.activeUsers')}>
        {others.length === 0 && <Empty text={t('chat.noActiveUsers')} />}
        {others.map((entry) => (
          <ListItemButton
            key={entry.uid}
            onClick={() =>
              useChatPanel.getState().ask({ kind: 'private', partner: { uid: entry.uid, name: entry.name } })
            }
            data-testid="chat-active-user"
          >
            <ListItemAvatar sx={{ minWidth: 48 }}>
              <AttendeeAvatar name={entry.name} size={32} />
            </ListItemAvatar>
            <ListItemText
              primary={entry.name}
              secondary={[entry.title, entry.company].filter(Boolean).join(' · ')}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <StatusDot status={entry.status} />
              <Typography variant="caption" color="text.secondary">
                {t(statusKey(entry.status))}
              </Typography>
            </Box>
          </ListItemButton>
        ))}
      </Section>
      {creating && <GroupDialog open onClose={() => setCreating(false)} />}
    </Box>
  );
}
