import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { usePresenceStore } from '../presence/presence.store';
import { CallSlot } from './call-slot';
import { useChatStore } from './chat.store';
import { useChatPanel } from './chat-panel.store';
import { Composer } from './composer';
import { ConversationMenu } from './conversation-menu';
import { useConversationTitle } from './conversation-title';
import { MessageList } from './message-list';
import { StatusDot } from './status-dot';
import { statusKey } from './status-menu';
import { TypingIndicator } from './typing-indicator';

/** A conversation: its header (back, name, call, actions), its messages, who types, the composer. */
export function ConversationView({ conversationId, wide }: { conversationId: string; wide: boolean }) {
  const { t } = useTranslation();
  const conversation = useChatStore((s) => s.conversations[conversationId]);
  const selfUid = useSessionStore((s) => s.user?.userId);
  const title = useConversationTitle()(conversation);
  const headingId = useId();
  const partner =
    conversation?.kind === 'PRIVATE' ? conversation.members.find((m) => m.uid !== selfUid) : undefined;
  const partnerStatus = usePresenceStore((s) =>
    partner ? s.entries.find((e) => e.uid === partner.uid)?.status : undefined,
  );

  if (!conversation) {
    return (
      <Typography sx={{ m: 'auto', p: 3 }} color="text.secondary">
        {t('chat.opening')}
      </Typography>
    );
  }
  const subtitle =
    conversation.kind === 'GROUP'
      ? t('chat.members', { count: conversation.members.length })
      : conversation.kind === 'ROOM'
        ? t('chat.roomHint')
        : partnerStatus && t(statusKey(partnerStatus));
  const disabledReason = conversation.blocked
    ? t('chat.block.blockedNote', { name: partner?.name ?? '' })
    : conversation.muted
      ? t('chat.mutedNote')
      : undefined;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      data-testid="chat-conversation"
      data-kind={conversation.kind}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {!wide && (
          <IconButton
            size="small"
            aria-label={t('chat.back')}
            onClick={() => useChatPanel.getState().show({ name: 'home' })}
            data-testid="chat-back"
          >
            <ArrowBackIcon
              fontSize="small"
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0, flex: 1, px: 0.5 }}>
          <Typography
            id={headingId}
            component="h3"
            variant="subtitle2"
            noWrap
            data-testid="chat-conversation-title"
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              component="div"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              {partnerStatus && <StatusDot status={partnerStatus} size={8} />}
              {subtitle}
            </Typography>
          )}
        </Box>
        <CallSlot conversation={conversation} />
        <ConversationMenu conversation={conversation} />
      </Box>
      <MessageList conversation={conversation} />
      <TypingIndicator conversationId={conversation.id} />
      <Composer conversation={conversation} disabledReason={disabledReason} />
    </Box>
  );
}
