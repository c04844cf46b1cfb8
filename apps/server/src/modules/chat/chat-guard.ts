import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/authorize';
import type { CachedConversation, ChatAccessCache } from './chat-access.cache';
import type { ChatRooms } from './chat-rooms';

export const conversationNotFound = () =>
  new AppError('chat.not_found', 'This conversation does not exist or you are not in it.');

/**
 * The check of every conversation event: the caller is a member and may still use the
 * conversation's venue scope. A non-member is told what the caller of an unknown id is.
 */
export function createChatGuard(deps: {
  access: Pick<ChatAccessCache, 'ofMember'>;
  rooms: Pick<ChatRooms, 'mayUse'>;
}) {
  return {
    async member(conversationId: string, principal: Principal): Promise<CachedConversation> {
      const cached = await deps.access.ofMember(conversationId, principal.userId);
      if (!cached || !(await deps.rooms.mayUse(cached.row, principal))) throw conversationNotFound();
      return cached;
    },
  };
}

export type ChatGuard = ReturnType<typeof createChatGuard>;
