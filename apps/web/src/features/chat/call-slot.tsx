import type { Conversation } from '@atrium/domain';

/**
 * Where the video call button of a conversation's header goes (the video chat feature's
 * StartCallButton, once it exists). Private chats and group channels only: room chats have no call.
 */
export function CallSlot({ conversation }: { conversation: Conversation }) {
  if (conversation.kind === 'ROOM') return null;
  return null;
}
