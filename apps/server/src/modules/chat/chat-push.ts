import type { ServerEvent } from '@atrium/domain';
import type { Server } from 'socket.io';
import type { z } from 'zod';

/** The Socket.IO room of a room chat: the connections that opened it. */
export const chatRoom = (conversationId: string) => `c:${conversationId}`;

type Payload<E extends ServerEvent> = z.output<E['payload']>;

/**
 * How chat reaches people, on every node (through the adapter, so that a connection that drops
 * for a moment gets what it missed on its way back): a user's every connection (all their tabs),
 * or the connections that opened a room chat.
 */
export type ChatPush = {
  users<E extends ServerEvent>(
    userIds: Iterable<string>,
    event: E,
    payload: Payload<E>,
    except?: { connectionId?: string },
  ): void;
  room<E extends ServerEvent>(
    conversationId: string,
    event: E,
    payload: Payload<E>,
    except?: { userId?: string },
  ): void;
  /** To each user in a room, a payload of their own (a file's URLs are signed per viewer). */
  roomEach<E extends ServerEvent>(
    conversationId: string,
    event: E,
    payloadFor: (userId: string) => Payload<E>,
    except?: { userId?: string },
  ): Promise<void>;
};

/** `userRoom`: the gateway's room of a user's connections. */
export function createSocketChatPush(io: Server, userRoom: (userId: string) => string): ChatPush {
  return {
    users(userIds, event, payload, except = {}) {
      const rooms = [...userIds].map(userRoom);
      if (rooms.length === 0) return;
      const target = except.connectionId ? io.to(rooms).except(except.connectionId) : io.to(rooms);
      target.emit(event.name, payload);
    },

    room(conversationId, event, payload, except = {}) {
      const target = io.to(chatRoom(conversationId));
      (except.userId ? target.except(userRoom(except.userId)) : target).emit(event.name, payload);
    },

    async roomEach(conversationId, event, payloadFor, except = {}) {
      const sockets = await io.in(chatRoom(conversationId)).fetchSockets();
      const byUser = new Map<string, string[]>();
      for (const socket of sockets) {
        const userId = (socket.data as { connection?: { principal?: { userId?: unknown } } }).connection
          ?.principal?.userId;
        if (typeof userId !== 'string' || userId === except.userId) continue;
        byUser.set(userId, [...(byUser.get(userId) ?? []), socket.id]);
      }
      for (const [userId, ids] of byUser) io.to(ids).emit(event.name, payloadFor(userId));
    },
  };
}
