import { chatEvents, type PresenceScope, type UserStatus } from '@atrium/domain';
import type { Principal } from '../auth/authorize';
import type { EventRegistrar } from '../realtime/client-event';
import type { ChatService } from './chat.service';
import type { ChatMessagesService } from './chat-messages.service';
import { chatRoom } from './chat-push';
import type { ChatReadingService } from './chat-reading.service';

/** One connection as chat handlers need it: who it is, and its Socket.IO rooms. */
export type ChatConnection = {
  id: string;
  principal: () => Principal;
  join(room: string): void;
  leave(room: string): void;
  /** Sets the status the connection's user shows in the scope's presence (presence's call). */
  setStatus(scope: PresenceScope, status: Exclude<UserStatus, 'OFFLINE'>): Promise<void>;
};

export type ChatServices = {
  conversations: ChatService;
  reading: ChatReadingService;
  messages: ChatMessagesService;
};

/** The chat events of one connection: thin, as routes are (every rule is the services'). */
export function registerChatEvents(on: EventRegistrar, chat: ChatServices, connection: ChatConnection) {
  const { conversations, reading, messages } = chat;
  const who = connection.principal;

  on(chatEvents.sync, (request) => reading.sync(who(), request));
  on(chatEvents.openPrivate, (input) => conversations.openPrivate(who(), input));
  on(chatEvents.openRoom, async (input) => {
    const conversation = await conversations.openRoom(who(), input);
    connection.join(chatRoom(conversation.id));
    return conversation;
  });
  on(chatEvents.closeRoom, async ({ conversationId }) => {
    await conversations.roomOf(who(), conversationId);
    connection.leave(chatRoom(conversationId));
    return {};
  });
  on(chatEvents.createGroup, (input) => conversations.createGroup(who(), input));
  on(chatEvents.updateGroup, (input) => conversations.updateGroup(who(), input));
  on(chatEvents.deleteGroup, ({ conversationId }) => conversations.deleteGroup(who(), conversationId));
  on(chatEvents.send, (input) => messages.send(who(), input));
  on(chatEvents.edit, (input) => messages.edit(who(), input));
  on(chatEvents.delete, ({ messageId }) => messages.delete(who(), messageId));
  on(chatEvents.history, (query) => reading.history(who(), query));
  on(chatEvents.read, (input) => reading.markRead(who(), input, connection.id));
  on(chatEvents.typing, ({ conversationId }) => reading.typing(who(), conversationId));
  on(chatEvents.status, async ({ status, ...scope }) => {
    await connection.setStatus(scope, status);
    return {};
  });
}
