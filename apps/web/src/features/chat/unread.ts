import type { ChatMessage, Conversation } from '@atrium/domain';

/**
 * A conversation's unread count: the server's count as of its last snapshot of the conversation
 * (`unread` with `lastMessage`), plus the messages of others that arrived after that snapshot's
 * last message. A newer snapshot (pushed, or answered to a read mark) absorbs them again, so the
 * order in which a message and its conversation's update arrive does not matter.
 */
export function unreadOf(
  conversation: Pick<Conversation, 'unread' | 'lastMessage'>,
  messages: readonly ChatMessage[],
  selfUid: string | undefined,
): number {
  const seenSeq = conversation.lastMessage?.seq ?? 0;
  let count = conversation.unread;
  for (const message of messages) {
    if (message.seq > seenSeq && message.author.uid !== selfUid && !message.deletedBy) count += 1;
  }
  return count;
}

/** What the launcher's badge shows: the unread messages of all conversations. */
export function totalUnread(
  conversations: Readonly<Record<string, Conversation>>,
  messages: Readonly<Record<string, readonly ChatMessage[]>>,
  selfUid: string | undefined,
): number {
  return Object.values(conversations).reduce(
    (sum, conversation) => sum + unreadOf(conversation, messages[conversation.id] ?? [], selfUid),
    0,
  );
}
