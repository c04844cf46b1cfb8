import { CHAT_SYNC_MAX_CONVERSATIONS, chatEvents, type PresenceScope } from '@atrium/domain';
import { realtime } from '../../shared/realtime/realtime';
import { useChatStore } from './chat.store';
import { errorIdOf } from './chat-errors';
import { discard, isTransientError, markAttemptFailed, markSending, nextToSend } from './outbox';

const store = () => useChatStore.getState();

/** A sync answers at most CHAT_SYNC_MAX_MESSAGES a round; this many rounds at most per connect. */
const MAX_SYNC_ROUNDS = 20;

/** The conversations a sync names, with the highest rev seen of each (most recently active first). */
export function cursorsOf(revSeen: Readonly<Record<string, number>>) {
  return Object.entries(revSeen)
    .map(([conversationId, rev]) => ({ conversationId, rev }))
    .sort((a, b) => b.rev - a.rev)
    .slice(0, CHAT_SYNC_MAX_CONVERSATIONS);
}

/**
 * After every (re)connect: the conversation list, and what changed while away in each
 * conversation seen before, asked again while the answer says more remains.
 */
export async function syncChat(scope: PresenceScope): Promise<void> {
  for (let round = 0; round < MAX_SYNC_ROUNDS; round += 1) {
    const cursors = cursorsOf(store().revSeen);
    const result = await realtime.emit(chatEvents.sync, { ...scope, cursors });
    store().applySync(
      result,
      cursors.map((cursor) => cursor.conversationId),
      round === 0,
    );
    if (result.complete) return;
  }
}

const RETRY_MS = 2_000;
let flushing = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the outbox in order, one message at a time, while the chat is online. A lost connection or
 * a timeout leaves the message waiting (the next attempt uses the same clientKey, so the server
 * stores it once); a refusal marks it failed for the user to retry.
 */
export async function flushOutbox(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (;;) {
      const state = store();
      const item = state.synced && realtime.connected ? nextToSend(state.outbox) : undefined;
      if (!item) return;
      state.updateOutbox((outbox) => markSending(outbox, item.clientKey));
      try {
        const message = await realtime.emit(chatEvents.send, {
          conversationId: item.conversationId,
          clientKey: item.clientKey,
          text: item.text,
          ...(item.file ? { fileId: item.file.id } : {}),
        });
        store().receive([{ ...message, clientKey: message.clientKey ?? item.clientKey }]);
        store().updateOutbox((outbox) => discard(outbox, item.clientKey));
      } catch (error) {
        const errorId = errorIdOf(error);
        store().updateOutbox((outbox) => markAttemptFailed(outbox, item.clientKey, errorId));
        if (isTransientError(errorId)) {
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => void flushOutbox(), RETRY_MS);
          return;
        }
      }
    }
  } finally {
    flushing = false;
  }
}
