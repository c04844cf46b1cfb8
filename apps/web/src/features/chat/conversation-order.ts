import type { ChatMessage, Conversation } from '@atrium/domain';

type Messages = Readonly<Record<string, readonly ChatMessage[]>>;

/**
 * A conversation's newest message: the server's snapshot of it, or a newer one pushed since (the
 * server does not push the conversation again for every message).
 */
export function latestMessage(conversation: Conversation, messages: Messages): ChatMessage | undefined {
  const local = messages[conversation.id]?.at(-1);
  const snapshot = conversation.lastMessage;
  if (!local) return snapshot;
  if (!snapshot) return local;
  return local.seq > snapshot.seq || (local.seq === snapshot.seq && local.rev > snapshot.rev)
    ? local
    : snapshot;
}

/** Most recent first: by the newest message, else by the conversation's last change. */
export const lastActivity = (conversation: Conversation, messages: Messages) =>
  Math.max(latestMessage(conversation, messages)?.createdAt ?? 0, conversation.updatedAt);

/** The home lists: private and room chats ("Recent chats"), group channels ("Group chats"). */
export function homeLists(conversations: readonly Conversation[], messages: Messages) {
  const sorted = [...conversations].sort((a, b) => lastActivity(b, messages) - lastActivity(a, messages));
  return {
    recent: sorted.filter((conversation) => conversation.kind !== 'GROUP'),
    groups: sorted.filter((conversation) => conversation.kind === 'GROUP'),
  };
}
