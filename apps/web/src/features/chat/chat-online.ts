import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useChatStore } from './chat.store';

/**
 * Spec §4: the chat is online (connected and caught up) or offline; `connecting` while the first
 * connection and sync are under way.
 */
export type ChatOnline = 'online' | 'connecting' | 'offline';

export function chatOnlineOf(status: string, synced: boolean): ChatOnline {
  if (status === 'connected' && synced) return 'online';
  if (status === 'connecting' || status === 'connected') return 'connecting';
  return 'offline';
}

export function useChatOnline(): ChatOnline {
  const status = useRealtimeStatus((s) => s.status);
  const synced = useChatStore((s) => s.synced);
  return chatOnlineOf(status, synced);
}
