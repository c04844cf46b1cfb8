import type { ChatMessage, Conversation, UserStatus } from '@atrium/domain';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { plainRichText } from '../../shared/ui/rich-text';
import { AttendeeAvatar } from '../presence/attendee-avatar';
import { shortWhen } from './chat-time';
import { useConversationTitle } from './conversation-title';
import { StatusDot } from './status-dot';

function ConversationIcon({ conversation, status }: { conversation: Conversation; status?: UserStatus }) {
  if (conversation.kind === 'PRIVATE') {
    return (
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={status ? <StatusDot status={status} size={11} /> : undefined}
      >
        <AttendeeAvatar name={conversation.name} size={36} />
      </Badge>
    );
  }
  return (
    <Avatar
      aria-hidden
      sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      {conversation.kind === 'GROUP' ? (
        <GroupsOutlinedIcon fontSize="small" />
      ) : (
        <MeetingRoomOutlinedIcon fontSize="small" />
      )}
    </Avatar>
  );
}

/** One conversation in the lists: its name, last message, time and unread count. */
export function ConversationRow({
  conversation,
  last,
  unread,
  status,
  selected,
  onOpen,
}: {
  conversation: Conversation;
  last: ChatMessage | undefined;
  unread: number;
  status?: UserStatus;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title = useConversationTitle()(conversation);
  const preview = last
    ? last.deletedBy
      ? t('chat.message.deleted')
      : plainRichText(last.text) || last.file?.name || ''
    : '';
  return (
    <ListItemButton
      selected={selected}
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      data-testid="chat-conversation-row"
      data-kind={conversation.kind}
      sx={{ gap: 0, py: 0.75 }}
    >
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <ConversationIcon conversation={conversation} status={status} />
      </ListItemAvatar>
      <ListItemText
        primary={title}
        secondary={preview}
        slotProps={{
          primary: { noWrap: true, fontWeight: unread > 0 ? 700 : 400 },
          secondary: { noWrap: true },
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, ml: 1 }}>
        {last && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {shortWhen(last.createdAt, Date.now(), i18n.language)}
          </Typography>
        )}
        {unread > 0 && (
          <Box
            component="span"
            data-testid="chat-row-unread"
            aria-label={t('chat.unread', { count: unread })}
            sx={{
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 12,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Box>
    </ListItemButton>
  );
}
