import type { ChatMessage, Conversation } from '@atrium/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session.store';
import { useChatStore } from './chat.store';
import { loadHistory } from './chat-actions';
import { dayLabel, startsNewDay } from './chat-time';
import { MessageItem, PendingItem } from './message-item';
import { pendingOf } from './outbox';
import { useIsModerator } from './use-is-moderator';

const NONE: readonly ChatMessage[] = [];
/** Messages of one author this close together form one run (one author line). */
const RUN_MS = 5 * 60_000;
/** Within this distance of the bottom, new messages keep the list at the bottom. */
const BOTTOM_SLACK_PX = 80;

function DaySeparator({ at }: { at: number }) {
  const { t, i18n } = useTranslation();
  const label = dayLabel(at, Date.now(), i18n.language, {
    today: t('chat.today'),
    yesterday: t('chat.yesterday'),
  });
  return (
    // A list item of its own (a separator role is not allowed in a list), read as the day's name.
    <Box
      component="li"
      data-testid="chat-day"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1.5 }}
    >
      <Box aria-hidden sx={{ flex: 1, borderTop: 1, borderColor: 'divider' }} />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box aria-hidden sx={{ flex: 1, borderTop: 1, borderColor: 'divider' }} />
    </Box>
  );
}

/**
 * A conversation's messages, oldest at the top: the newest page first, older pages as the top is
 * scrolled into view (the view stays where it was), day separators, and what is still being
 * sent at the end. New messages keep the view at the bottom when it was there.
 */
export function MessageList({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const id = conversation.id;
  const selfUid = useSessionStore((s) => s.user?.userId);
  const moderator = useIsModerator();
  const messages = useChatStore((s) => s.messages[id] ?? NONE);
  const outbox = useChatStore((s) => s.outbox);
  const hasMore = useChatStore((s) => s.hasMore[id]);
  const synced = useChatStore((s) => s.synced);
  const pending = pendingOf(outbox, id, messages);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const atBottom = useRef(true);
  const anchor = useRef<number | undefined>(undefined);

  const loadOlder = useCallback(async () => {
    if (loading) return;
    const box = scroller.current;
    anchor.current = box ? box.scrollHeight - box.scrollTop : undefined;
    setLoading(true);
    setFailed(false);
    try {
      await loadHistory(id);
    } catch {
      setFailed(true);
      anchor.current = undefined;
    } finally {
      setLoading(false);
    }
  }, [id, loading]);

  // The newest page, once online (a conversation opened offline shows what the store has).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first page is loaded here
  useEffect(() => {
    if (synced && hasMore === undefined) void loadOlder();
  }, [synced, hasMore]);

  // Older pages when the top comes into view.
  useEffect(() => {
    const root = scroller.current;
    const target = top.current;
    if (!root || !target || !hasMore || !synced) return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) void loadOlder();
      },
      { root, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, synced, loadOlder]);

  const last = pending.at(-1)?.clientKey ?? messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages come or go
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (anchor.current !== undefined) {
      box.scrollTop = box.scrollHeight - anchor.current;
      anchor.current = undefined;
    } else if (atBottom.current || pending.length > 0) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages.length, last]);

  return (
    <Box
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_SLACK_PX;
      }}
      sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1, minHeight: 0 }}
      data-testid="chat-messages"
    >
      <div ref={top} />
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} aria-label={t('chat.loading')} />
        </Box>
      )}
      {failed && (
        <Typography variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {t('chat.historyFailed')}
        </Typography>
      )}
      {hasMore === false && messages.length === 0 && pending.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {t('chat.noMessages')}
        </Typography>
      )}
      <Box
        component="ol"
        aria-label={t('chat.messagesOf', { name: conversation.name || t('chat.title') })}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = startsNewDay(previous?.createdAt, message.createdAt);
          const run =
            !newDay &&
            previous?.author.uid === message.author.uid &&
            message.createdAt - previous.createdAt < RUN_MS;
          return (
            <Fragment key={message.id}>
              {newDay && <DaySeparator at={message.createdAt} />}
              <MessageItem
                message={message}
                conversation={conversation}
                own={message.author.uid === selfUid}
                moderator={moderator}
                showAuthor={!run}
              />
            </Fragment>
          );
        })}
        {pending.map((item) => (
          <PendingItem key={item.clientKey} item={item} />
        ))}
      </Box>
    </Box>
  );
}
