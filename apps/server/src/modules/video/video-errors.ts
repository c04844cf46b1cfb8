import { VIDEO_CALL_MAX_PARTICIPANTS } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { CallConversation, VideoRepository } from './video.repository';

export const videoErrors = {
  notEnabled: () => new AppError('video.not_enabled', 'Video chat is not enabled.'),
  callNotFound: () => new AppError('video.call_not_found', 'There is no such call, or it has ended.'),
  callFull: () =>
    new AppError('video.call_full', `A video call holds at most ${VIDEO_CALL_MAX_PARTICIPANTS} people.`),
  busy: () => new AppError('video.busy', 'You are in another call.'),
  // A conversation that does not exist and one the caller is not in look alike (as in chat).
  conversationNotFound: () => new AppError('chat.not_found', 'There is no such conversation.'),
  blocked: () => new AppError('chat.blocked', 'You cannot call this person.'),
  roomChat: () =>
    new AppError('chat.not_allowed', 'Video calls are for private chats and group channels, not room chats.'),
};

/** The conversation a call may be made in: one the caller is a member of, private or a group. */
export async function requireCallConversation(
  repository: Pick<VideoRepository, 'conversationOf'>,
  conversationId: string,
  userId: string,
  architectureId?: string,
): Promise<CallConversation> {
  const conversation = await repository.conversationOf(conversationId, userId);
  if (!conversation || (architectureId !== undefined && conversation.architectureId !== architectureId)) {
    throw videoErrors.conversationNotFound();
  }
  if (conversation.kind === 'ROOM') throw videoErrors.roomChat();
  return conversation;
}
