import type { ChatFile, ChatMessage, ChatUser, Conversation } from '@atrium/domain';
import type { ConversationRow } from './chat.repository';
import type { MessageRow } from './chat-messages.repository';
import { roomOfKey } from './chat-rooms';

/**
 * A message as one viewer sees it: the author's client key only for the author (it tells their
 * client which of its sends this is), the file signed for the viewer, a deleted one empty.
 */
export function presentMessage(row: MessageRow, viewerId: string | null, file?: ChatFile): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    rev: row.rev,
    author: { uid: row.authorId, name: row.authorName },
    text: row.deletedBy ? '' : row.text,
    ...(file && !row.deletedBy ? { file } : {}),
    createdAt: Date.parse(row.createdAt),
    ...(row.editedAt ? { editedAt: Date.parse(row.editedAt) } : {}),
    ...(row.deletedBy ? { deletedBy: row.deletedBy } : {}),
    ...(viewerId === row.authorId ? { clientKey: row.clientKey } : {}),
  };
}

export type ConversationView = {
  row: ConversationRow;
  viewerId: string;
  /** Private chats and groups: every member with their name (rooms list nobody). */
  members: ChatUser[];
  lastMessage?: ChatMessage;
  unread: number;
  blocked?: boolean;
  muted?: boolean;
};

/**
 * A conversation as one viewer sees it: a private chat is named after the other person, a group
 * has its name and owner, a room its place and nobody listed.
 */
export function presentConversation(view: ConversationView): Conversation {
  const { row } = view;
  const room = row.kind === 'ROOM' ? roomOfKey(row.key) : undefined;
  const other = view.members.find((member) => member.uid !== view.viewerId);
  return {
    id: row.id,
    kind: row.kind,
    architectureId: row.architectureId,
    mode: row.mode,
    name: row.kind === 'GROUP' ? row.name : row.kind === 'PRIVATE' ? (other?.name ?? '') : '',
    ...(room ? { room } : {}),
    ...(row.kind === 'GROUP' && row.ownerId ? { ownerId: row.ownerId } : {}),
    members: row.kind === 'ROOM' ? [] : view.members,
    ...(view.lastMessage ? { lastMessage: view.lastMessage } : {}),
    rev: row.rev,
    unread: view.unread,
    updatedAt: Date.parse(row.updatedAt),
    ...(row.kind === 'PRIVATE' ? { blocked: view.blocked ?? false } : {}),
    ...(row.kind === 'ROOM' ? { muted: view.muted ?? false } : {}),
  };
}
