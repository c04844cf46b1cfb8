import type { Conversation } from '@atrium/domain';
import { StartCallButton } from '../video-chat/start-call-button';

/**
 * The video call button of a conversation's header (the video chat feature's): private chats and
 * group channels only, room chats have no call.
 */
export function CallSlot({ conversation }: { conversation: Conversation }) {
  if (conversation.kind === 'ROOM') return null;
  return <StartCallButton conversation={conversation} />;
}
