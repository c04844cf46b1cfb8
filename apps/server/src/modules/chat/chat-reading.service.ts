import {
  CHAT_SYNC_MAX_MESSAGES,
  chatEvents,
  type HistoryPage,
  type PresenceScope,
  type SyncResult,
  type syncRequestSchema,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Principal } from '../auth/authorize';
import type { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { ChatRepository } from './chat.repository';
import { type ChatGuard, conversationNotFound } from './chat-guard';
import type { ChatMessagesRepository } from './chat-messages.repository';
import type { ChatNames } from './chat-names';
import type { ChatPush } from './chat-push';
import { TYPING_POLICY } from './chat-rate-limits';
import type { ChatRooms } from './chat-rooms';
import type { ChatViews } from './chat-views';

type SyncRequest = z.output<typeof syncRequestSchema>;

/**
 * Reading conversations (issue #14): the catch-up after a (re)connect, history pages, read marks
 * and unread counts, typing. Only members read; anyone else is answered as for an unknown id.
 */
export function createChatReadingService(deps: {
  chats: Pick<ChatRepository, 'ofUser' | 'find' | 'markRead'>;
  messages: Pick<ChatMessagesRepository, 'page' | 'changedSince'>;
  guard: ChatGuard;
  rooms: Pick<ChatRooms, 'enter'>;
  views: ChatViews;
  names: Pick<ChatNames, 'of'>;
  push: ChatPush;
  limiter: Pick<MemoryRateLimiter, 'takeNow'>;
}) {
  const { chats, views, push, guard } = deps;

  return {
    /** The caller's conversations of a scope, and what changed after the revisions the client names. */
    async sync(principal: Principal, request: SyncRequest): Promise<SyncResult> {
      const scope: PresenceScope = { architectureId: request.architectureId, mode: request.mode };
      await deps.rooms.enter(scope, principal);
      void deps.names.of(principal.userId, scope.architectureId);
      const rows = await chats.ofUser(principal.userId, scope);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const changedRows = [];
      let complete = true;
      for (const cursor of request.cursors) {
        const row = byId.get(cursor.conversationId);
        if (!row || row.rev <= cursor.rev) continue;
        const room = CHAT_SYNC_MAX_MESSAGES - changedRows.length;
        const found = await deps.messages.changedSince(row.id, cursor.rev, room + 1);
        if (found.length > room) {
          changedRows.push(...found.slice(0, room));
          complete = false;
          break;
        }
        changedRows.push(...found);
      }
      const [conversations, messages] = await Promise.all([
        views.conversations(principal.userId, rows),
        views.messages(principal.userId, changedRows),
      ]);
      return { conversations, messages, complete };
    },

    async history(
      principal: Principal,
      query: { conversationId: string; beforeSeq?: number; limit: number },
    ): Promise<HistoryPage> {
      await guard.member(query.conversationId, principal);
      const page = await deps.messages.page(query.conversationId, query.beforeSeq, query.limit);
      return { messages: await views.messages(principal.userId, page.messages), hasMore: page.hasMore };
    },

    /**
     * Marks the conversation read up to `seq` (never back, never beyond its last message) and
     * shows the caller's other tabs the new count; answers the unread count left.
     */
    async markRead(
      principal: Principal,
      input: { conversationId: string; seq: number },
      connectionId?: string,
    ): Promise<{ unread: number }> {
      await guard.member(input.conversationId, principal);
      const me = principal.userId;
      const current = await chats.find(input.conversationId);
      if (!current) throw conversationNotFound();
      await chats.markRead(current.id, me, Math.min(input.seq, current.lastSeq));
      const view = await views.conversation(me, current.id);
      push.users([me], chatEvents.conversation, view, { connectionId });
      return { unread: view.unread };
    },

    /** Tells the other members the caller is typing (not stored; at most every TYPING_POLICY window). */
    async typing(principal: Principal, conversationId: string): Promise<Record<string, never>> {
      const { row, members } = await guard.member(conversationId, principal);
      const me = principal.userId;
      if (!deps.limiter.takeNow(`chat-typing:${me}:${conversationId}`, TYPING_POLICY).allowed) return {};
      const payload = {
        conversationId,
        user: { uid: me, name: await deps.names.of(me, row.architectureId) },
      };
      if (row.kind === 'ROOM') push.room(conversationId, chatEvents.typingShown, payload, { userId: me });
      else
        push.users(
          [...members].filter((userId) => userId !== me),
          chatEvents.typingShown,
          payload,
        );
      return {};
    },
  };
}

export type ChatReadingService = ReturnType<typeof createChatReadingService>;
