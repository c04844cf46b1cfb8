import { CHAT_TYPING_SHOW_MS, chatEvents } from '@atrium/domain';
import { useEffect } from 'react';
import { realtime } from '../../shared/realtime/realtime';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { usePresenceScope } from '../presence/presence-scope';
import { effectiveStatus, useChatStore } from './chat.store';
import { openRoom } from './chat-actions';
import { useChatPanel } from './chat-panel.store';
import { chatScopeNow } from './chat-scope';
import { flushOutbox, syncChat } from './chat-sync';
import { receivePushedMessage } from './incoming-message';
import { unlockAudioOnGesture } from './notifier';
import { useChatRequests } from './use-chat-requests';
import { useIdleStatus } from './use-idle-status';
import { useReadMarks } from './use-read-marks';

const chat = () => useChatStore.getState();
const selfUid = () => useSessionStore.getState().user?.userId;

/**
 * Keeps the chat in step with the server while it is active: the pushed messages, conversations
 * and typing; `chat:sync` on every (re)connect with the cursors of what was seen; the outbox sent
 * once online; the open room chat opened again after a reconnect; the user's status.
 */
export function ChatController() {
  const scope = usePresenceScope();
  const architectureId = scope?.architectureId;
  const mode = scope?.mode;
  const connection = useRealtimeStatus((s) => (s.status === 'connected' ? s.connection : 0));
  const synced = useChatStore((s) => s.synced);
  const status = useChatStore(effectiveStatus);

  useEffect(() => {
    const offs = [
      realtime.on(chatEvents.message, (message) => {
        receivePushedMessage(message, selfUid());
        if (chat().synced && !chat().conversations[message.conversationId]) resyncSoon();
      }),
      realtime.on(chatEvents.conversation, (conversation) => chat().upsertConversation(conversation)),
      realtime.on(chatEvents.conversationRemoved, ({ conversationId }) => {
        chat().removeConversation(conversationId);
        const panel = useChatPanel.getState();
        if (panel.view.name === 'conversation' && panel.view.conversationId === conversationId) {
          panel.show({ name: 'home' });
          panel.setNotice({ key: 'chat.conversationGone' });
        }
      }),
      realtime.on(chatEvents.typingShown, ({ conversationId, user }) => {
        if (user.uid !== selfUid())
          chat().typingShown(conversationId, user, Date.now() + CHAT_TYPING_SHOW_MS);
      }),
    ];
    const offAudio = unlockAudioOnGesture();
    const typingTimer = setInterval(() => chat().dropExpiredTyping(Date.now()), 1_000);
    return () => {
      for (const off of offs) off();
      offAudio();
      clearInterval(typingTimer);
    };
  }, []);

  useEffect(() => {
    if (!connection || !architectureId || !mode) {
      chat().setSynced(false);
      return;
    }
    let live = true;
    const scope = { architectureId, mode };
    syncChat(scope).then(
      async () => {
        if (!live) return;
        chat().setSynced(true);
        // A room chat is joined per connection: the one on the screen is joined again.
        const view = useChatPanel.getState().view;
        const room = view.name === 'conversation' ? chat().conversations[view.conversationId] : undefined;
        if (room?.kind === 'ROOM' && room.room) await openRoom(scope, room.room).catch(() => undefined);
        void flushOutbox();
      },
      (error) => {
        if (live) console.warn('The chat could not be synchronised', error);
      },
    );
    return () => {
      live = false;
      chat().setSynced(false);
    };
  }, [connection, architectureId, mode]);

  // Whatever is written while online goes at once; what was written offline, once synced.
  useEffect(
    () =>
      useChatStore.subscribe((state, previous) => {
        if (state.synced && (state.outbox !== previous.outbox || !previous.synced)) void flushOutbox();
      }),
    [],
  );

  useEffect(() => {
    if (!synced || !architectureId || !mode) return;
    realtime
      .emit(chatEvents.status, { architectureId, mode, status })
      .catch((error) => console.warn('The chat status could not be set', error));
  }, [synced, architectureId, mode, status]);

  useIdleStatus();
  useChatRequests(scope);
  useReadMarks();

  // The session ended (logout): nothing of this user's chat stays in the tab.
  useEffect(
    () => () => {
      if (useSessionStore.getState().accessToken) return;
      chat().reset();
      useChatPanel.getState().reset();
    },
    [],
  );

  return null;
}

let resyncTimer: ReturnType<typeof setTimeout> | undefined;

/** A message of a conversation not listed yet: the list is asked for again (once for a burst). */
function resyncSoon() {
  clearTimeout(resyncTimer);
  resyncTimer = setTimeout(() => {
    const scope = chatScopeNow();
    if (scope && chat().synced) void syncChat(scope).catch(() => undefined);
  }, 300);
}
