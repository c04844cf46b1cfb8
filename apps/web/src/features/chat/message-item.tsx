import type { ChatMessage, Conversation } from '@atrium/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../shared/ui/rich-text-view';
import { useChatStore } from './chat.store';
import { errorKeyOf } from './chat-errors';
import { timeOfDay } from './chat-time';
import { MessageEditor } from './message-editor';
import { MessageFile } from './message-file';
import { MessageMenu } from './message-menu';
import { discard, type OutboxItem, retry } from './outbox';

type Props = {
  message: ChatMessage;
  conversation: Conversation;
  own: boolean;
  moderator: boolean;
  /** The author and time are written above the first of a run of messages by one person. */
  showAuthor: boolean;
};

function Bubble({ own, children }: { own: boolean; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        px: 1.25,
        py: 0.75,
        borderRadius: 2,
        maxWidth: '100%',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-wrap',
        bgcolor: own ? 'primary.main' : 'action.selected',
        color: own ? 'primary.contrastText' : 'text.primary',
        '& a': { color: 'inherit', textDecoration: 'underline' },
        '& code': { fontFamily: 'monospace', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' },
      }}
    >
      {children}
    </Box>
  );
}

function Header({ name, at }: { name: string; at: number }) {
  const { i18n } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
      <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {name}
      </Box>{' '}
      <time dateTime={new Date(at).toISOString()}>{timeOfDay(at, i18n.language)}</time>
    </Typography>
  );
}

/** One stored message: author and time, text with links and markdown, its file, its menu. */
export function MessageItem({ message, conversation, own, moderator, showAuthor }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const deleted = Boolean(message.deletedBy);
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-own={own ? 'true' : 'false'}
      data-message-id={message.id}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: own ? 'flex-end' : 'flex-start',
        mt: showAuthor ? 1 : 0.25,
        '&:hover .message-menu-button, & .message-menu-button:focus-visible, & .message-menu-button[aria-expanded="true"]':
          { opacity: 1 },
        '& .message-menu-button': { opacity: { xs: 1, md: 0.3 } },
      }}
    >
      {showAuthor && <Header name={own ? t('chat.you') : message.author.name} at={message.createdAt} />}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.25,
          maxWidth: '88%',
          flexDirection: own ? 'row-reverse' : 'row',
          width: editing ? '88%' : undefined,
        }}
      >
        {editing ? (
          <MessageEditor messageId={message.id} text={message.text} onDone={() => setEditing(false)} />
        ) : (
          <Bubble own={own}>
            {deleted ? (
              <Box component="span" sx={{ fontStyle: 'italic', opacity: 0.8 }}>
                {t(
                  message.deletedBy === 'ADMINISTRATOR'
                    ? 'chat.message.deletedByAdmin'
                    : 'chat.message.deleted',
                )}
              </Box>
            ) : (
              <>
                {message.text && <RichText text={message.text} />}
                {message.file && (
                  <MessageFile
                    file={message.file}
                    conversationId={message.conversationId}
                    seq={message.seq}
                  />
                )}
                {message.editedAt !== undefined && (
                  <Box component="span" sx={{ fontSize: 11, opacity: 0.75, ml: 0.75 }}>
                    {t('chat.message.edited')}
                  </Box>
                )}
              </>
            )}
          </Bubble>
        )}
        {!editing && (
          <MessageMenu
            message={message}
            conversation={conversation}
            own={own}
            moderator={moderator}
            onEdit={() => setEditing(true)}
          />
        )}
      </Box>
    </Box>
  );
}

/** A message not yet stored: "sending", or "failed — retry" after a refusal. */
export function PendingItem({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const update = useChatStore((s) => s.updateOutbox);
  const failed = item.state === 'failed';
  return (
    <Box
      component="li"
      data-testid="chat-pending"
      data-state={item.state}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        mt: 0.25,
        opacity: failed ? 1 : 0.7,
      }}
    >
      <Box sx={{ maxWidth: '88%' }}>
        <Bubble own>
          {item.text && <RichText text={item.text} />}
          {item.file && <Box sx={{ fontSize: 13 }}>📎 {item.file.name}</Box>}
        </Bubble>
      </Box>
      <Typography
        variant="caption"
        color={failed ? 'error' : 'text.secondary'}
        role={failed ? 'alert' : undefined}
      >
        {failed ? `${t('chat.pending.failed')} (${t(errorKeyOf(item.errorId))})` : t('chat.pending.sending')}
        {failed && (
          <>
            {' '}
            <Button
              size="small"
              onClick={() => update((outbox) => retry(outbox, item.clientKey))}
              data-testid="chat-retry"
            >
              {t('chat.pending.retry')}
            </Button>
            <Button
              size="small"
              color="inherit"
              onClick={() => update((outbox) => discard(outbox, item.clientKey))}
            >
              {t('chat.pending.discard')}
            </Button>
          </>
        )}
      </Typography>
    </Box>
  );
}
