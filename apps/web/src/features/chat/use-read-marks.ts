import { useEffect, useSyncExternalStore } from 'react';
import { useSessionStore } from '../../shared/stores/session.store';
import { useChatStore } from './chat.store';
import { markRead } from './chat-actions';
import { useChatPanel } from './chat-panel.store';
import { unreadOf } from './unread';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the tab is on the screen. */
export const usePageVisible = () => useSyncExternalStore(subscribeVisibility, () => !document.hidden);

/** The open conversation of a visible, opened panel is marked read as its messages arrive. */
export function useReadMarks() {
  const opened = useChatPanel((s) => s.opened);
  const conversationId = useChatPanel((s) =>
    s.view.name === 'conversation' ? s.view.conversationId : undefined,
  );
  const selfUid = useSessionStore((s) => s.user?.userId);
  const unread = useChatStore((s) => {
    const conversation = conversationId ? s.conversations[conversationId] : undefined;
    return conversation && conversationId
      ? unreadOf(conversation, s.messages[conversationId] ?? [], selfUid)
      : 0;
  });
  const synced = useChatStore((s) => s.synced);
  const visible = usePageVisible();

  useEffect(() => {
    if (!opened || !conversationId || !visible || !synced || unread === 0) return;
    const timer = setTimeout(() => {
      markRead(conversationId).catch((error) => console.warn('The chat could not be marked read', error));
    }, 300);
    return () => clearTimeout(timer);
  }, [opened, conversationId, visible, synced, unread]);
}
