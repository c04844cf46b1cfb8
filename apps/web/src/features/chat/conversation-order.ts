import type { Conversation } from '@atrium/domain';

/** Most recent first: by the last message, else by the conversation's last change. */
export const lastActivity = (conversation: Conversation) =>
  Math.max(conversation.lastMessage?.createdAt ?? 0, conversation.updatedAt);

/** The home lists: private and room chats ("Recent chats"), group channels ("Group chats"). */
export function homeLists(conversations: readonly Conversation[]) {
  const sorted = [...conversations].sort((a, b) => lastActivity(b) - lastActivity(a));
  return {
    recent: sorted.filter((conversation) => conversation.kind !== 'GROUP'),
    groups: sorted.filter((conversation) => conversation.kind === 'GROUP'),
  };
}
