import {
  CHAT_HISTORY_PAGE_MAX,
  type ChatFile,
  type ChatRoom,
  type Conversation,
  chatEvents,
  type PresenceScope,
  type UpdateGroup,
} from '@atrium/domain';
import { realtime } from '../../shared/realtime/realtime';
import { useChatStore } from './chat.store';
import { newClientKey } from './chat-id';

/** What the panel asks of the server over the realtime connection; the store follows the answers. */

const store = () => useChatStore.getState();

const HISTORY_PAGE = 30;

/** Puts a message in the outbox; the controller sends it when the chat is online. */
export function sendMessage(conversationId: string, text: string, file?: ChatFile): void {
  store().enqueue({
    clientKey: newClientKey(),
    conversationId,
    text,
    ...(file ? { file } : {}),
    createdAt: Date.now(),
  });
}

export async function editMessage(messageId: string, text: string) {
  store().receive([await realtime.emit(chatEvents.edit, { messageId, text })]);
}

export async function deleteMessage(messageId: string) {
  store().receive([await realtime.emit(chatEvents.delete, { messageId })]);
}

/** The page before the oldest loaded message (the newest page first). */
export async function loadHistory(conversationId: string, limit = HISTORY_PAGE) {
  const beforeSeq = store().floor[conversationId];
  const page = await realtime.emit(chatEvents.history, {
    conversationId,
    limit: Math.min(limit, CHAT_HISTORY_PAGE_MAX),
    ...(beforeSeq === undefined ? {} : { beforeSeq }),
  });
  store().applyHistory(conversationId, page, beforeSeq === undefined);
  return page;
}

/** A message as the server has it now (a file's URL signed again, after it expired). */
export async function refreshMessage(conversationId: string, seq: number) {
  const page = await realtime.emit(chatEvents.history, { conversationId, beforeSeq: seq + 1, limit: 1 });
  store().receive(page.messages);
  return page.messages.find((message) => message.seq === seq);
}

const keep = (conversation: Conversation) => {
  store().upsertConversation(conversation);
  return conversation;
};

export const openPrivate = async (scope: PresenceScope, userId: string) =>
  keep(await realtime.emit(chatEvents.openPrivate, { ...scope, userId }));

export const openRoom = async (scope: PresenceScope, room: ChatRoom) =>
  keep(await realtime.emit(chatEvents.openRoom, { ...scope, room }));

export async function closeRoom(conversationId: string) {
  await realtime.emit(chatEvents.closeRoom, { conversationId });
  store().removeConversation(conversationId);
}

export const createGroup = async (scope: PresenceScope, name: string, memberIds: string[]) =>
  keep(await realtime.emit(chatEvents.createGroup, { ...scope, name, memberIds }));

export const updateGroup = async (change: UpdateGroup) =>
  keep(await realtime.emit(chatEvents.updateGroup, change));

export async function deleteGroup(conversationId: string) {
  await realtime.emit(chatEvents.deleteGroup, { conversationId });
  store().removeConversation(conversationId);
}

/** Marks a conversation read up to its newest message. */
export async function markRead(conversationId: string) {
  const newest = store().messages[conversationId]?.at(-1);
  const { unread } = await realtime.emit(chatEvents.read, { conversationId, seq: newest?.seq ?? 0 });
  store().markedRead(conversationId, unread, newest);
}

export const sendTyping = (conversationId: string) =>
  realtime.emit(chatEvents.typing, { conversationId }).catch(() => undefined);
