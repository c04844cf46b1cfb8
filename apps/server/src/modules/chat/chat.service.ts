import { randomUUID } from 'node:crypto';
import {
  type ChatRoom,
  type Conversation,
  chatEvents,
  chatMessages,
  type createGroupSchema,
  type PresenceScope,
  type updateGroupSchema,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import { can, isGuestOnly, type Principal } from '../auth/authorize';
import type { UsersRepository } from '../auth/users.repository';
import type { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { ChatRepository, ConversationRow } from './chat.repository';
import type { ChatAccessCache } from './chat-access.cache';
import type { ChatFilesPort } from './chat-files.port';
import { type ChatGuard, conversationNotFound } from './chat-guard';
import type { ChatNames } from './chat-names';
import type { ChatPush } from './chat-push';
import { CREATE_POLICY } from './chat-rate-limits';
import { type ChatRooms, roomKey } from './chat-rooms';
import type { ChatViews } from './chat-views';

type CreateGroup = z.output<typeof createGroupSchema>;
type UpdateGroup = z.output<typeof updateGroupSchema>;

const notAllowed = (what: string) =>
  new AppError('chat.not_allowed', `Only the channel's owner or an administrator may ${what}.`);
const twoUsersRequired = () =>
  new AppError('validation.failed', chatMessages.twoUsersRequired, [
    { path: 'memberIds', message: chatMessages.twoUsersRequired },
  ]);

export type ChatServiceDeps = {
  chats: ChatRepository;
  users: Pick<UsersRepository, 'findById'>;
  access: Pick<ChatAccessCache, 'ofMember' | 'joinedRoom' | 'blocked'>;
  guard: ChatGuard;
  rooms: ChatRooms;
  views: ChatViews;
  names: Pick<ChatNames, 'of'>;
  files: Pick<ChatFilesPort, 'removeOfConversation'>;
  push: ChatPush;
  events: EventBus;
  limiter: Pick<MemoryRateLimiter, 'takeNow'>;
  now: Clock;
  reportError: (error: unknown) => void;
};

/**
 * Conversations (spec §3 chat, issue #14): private chats (one per pair, refused between users
 * where either blocked the other), group channels (their owner or an administrator changes or
 * deletes them), room chats (an area or a widget of the venue version). Every call on a
 * conversation is a member's: anyone else is answered as for an id that does not exist.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { chats, views, push, guard } = deps;
  const iso = () => deps.now().toISOString();

  function takeCreation(principal: Principal) {
    const decision = deps.limiter.takeNow(`chat-create:${principal.userId}`, CREATE_POLICY);
    if (!decision.allowed) {
      const minutes = Math.ceil(decision.retryAfterMs / 60_000);
      throw new AppError('rate.limited', `Too many new conversations: try again in ${minutes} min.`);
    }
  }

  /** Users another may chat with: they exist and are more than a guest (they have a name). */
  async function requireNamedUsers(userIds: readonly string[], path: string) {
    const unknown: string[] = [];
    await Promise.all(
      userIds.map(async (userId) => {
        const user = await deps.users.findById(userId);
        if (!user || isGuestOnly(user)) unknown.push(userId);
      }),
    );
    if (unknown.length > 0) {
      throw new AppError(
        'validation.failed',
        'Some of these users do not exist.',
        unknown.slice(0, 20).map(() => ({ path, message: 'no such user' })),
      );
    }
  }

  /**
   * Pushes a group's or private chat's new state to its members, each with their own unread
   * count; answers how it looks to anyone.
   */
  async function pushToMembers(row: ConversationRow, memberIds: readonly string[]) {
    const viewOf = await views.forMembers(row, await chats.unreadByMember(row.id));
    for (const memberId of memberIds) push.users([memberId], chatEvents.conversation, viewOf(memberId));
    return viewOf;
  }

  /** The group the caller may change: its owner's or, for an administrator, any. */
  async function changeableGroup(conversationId: string, principal: Principal, what: string) {
    const administrator = can(principal, 'chat.moderate');
    const member = await deps.access.ofMember(conversationId, principal.userId);
    const row = member?.row ?? (administrator ? await chats.find(conversationId) : undefined);
    if (!row || !(await deps.rooms.mayUse(row, principal))) throw conversationNotFound();
    if (row.kind !== 'GROUP') throw new AppError('chat.not_allowed', 'Only a group channel can be changed.');
    if (row.ownerId !== principal.userId && !administrator) throw notAllowed(what);
    return row;
  }

  const changed = (conversationId: string) =>
    deps.events.emit('chat.conversation.changed', { conversationId });

  return {
    /** The private chat with another user, started on first use (both are told of it). */
    async openPrivate(
      principal: Principal,
      input: PresenceScope & { userId: string },
    ): Promise<Conversation> {
      const scope: PresenceScope = { architectureId: input.architectureId, mode: input.mode };
      const me = principal.userId;
      if (input.userId === me) {
        throw new AppError('validation.failed', 'A private chat needs another person.', [
          { path: 'userId', message: 'that is you' },
        ]);
      }
      await deps.rooms.enter(scope, principal);
      const other = await deps.users.findById(input.userId);
      if (!other || isGuestOnly(other)) throw new AppError('user.not_found', 'There is no such user.');
      if (await deps.access.blocked(me, input.userId)) {
        throw new AppError('chat.blocked', 'You cannot chat with this person.');
      }
      const key = `p:${[me, input.userId].sort().join(':')}`;
      const existing = await chats.findByKey(scope, key);
      if (existing) return views.conversation(me, existing.id);
      takeCreation(principal);
      const { conversation, created } = await chats.findOrCreate(
        { id: randomUUID(), ...scope, kind: 'PRIVATE', key, name: '', ownerId: null, at: iso() },
        [me, input.userId],
      );
      if (created) await pushToMembers(conversation, [me, input.userId]);
      return views.conversation(me, conversation.id);
    },

    /** Opens a room's chat: the caller becomes a member (from its newest message on, read). */
    async openRoom(principal: Principal, input: PresenceScope & { room: ChatRoom }): Promise<Conversation> {
      const scope: PresenceScope = { architectureId: input.architectureId, mode: input.mode };
      const me = principal.userId;
      await deps.rooms.check(scope, input.room, principal);
      void deps.names.of(me, scope.architectureId);
      const key = roomKey(input.room);
      const conversation =
        (await chats.findByKey(scope, key)) ??
        (
          await chats.findOrCreate(
            { id: randomUUID(), ...scope, kind: 'ROOM', key, name: '', ownerId: null, at: iso() },
            [],
          )
        ).conversation;
      if (await chats.addMember(conversation.id, me, iso())) {
        const current = await chats.find(conversation.id);
        if (current) await chats.markRead(conversation.id, me, current.lastSeq);
      }
      deps.access.joinedRoom(conversation.id, me);
      return views.conversation(me, conversation.id);
    },

    /** Checks that the caller may leave the room's pushes (a member of it). */
    async roomOf(principal: Principal, conversationId: string): Promise<void> {
      const { row } = await guard.member(conversationId, principal);
      if (row.kind !== 'ROOM') throw conversationNotFound();
    },

    async createGroup(principal: Principal, input: CreateGroup): Promise<Conversation> {
      const scope: PresenceScope = { architectureId: input.architectureId, mode: input.mode };
      const me = principal.userId;
      const others = [...new Set(input.memberIds)].filter((userId) => userId !== me);
      if (others.length < 2) throw twoUsersRequired();
      await deps.rooms.enter(scope, principal);
      await requireNamedUsers(others, 'memberIds');
      takeCreation(principal);
      const id = randomUUID();
      const { conversation } = await chats.findOrCreate(
        { id, ...scope, kind: 'GROUP', key: `g:${id}`, name: input.name, ownerId: me, at: iso() },
        [me, ...others],
      );
      await pushToMembers(conversation, [me, ...others]);
      return views.conversation(me, conversation.id);
    },

    /** Renames a group or sets its members: those who left are told, the others see the new state. */
    async updateGroup(principal: Principal, input: UpdateGroup): Promise<Conversation> {
      const row = await changeableGroup(input.conversationId, principal, 'change it');
      let memberIds: string[] | undefined;
      if (input.memberIds) {
        const owner = row.ownerId ?? principal.userId;
        const others = [...new Set(input.memberIds)].filter((userId) => userId !== owner);
        if (others.length < 2) throw twoUsersRequired();
        const current = new Set(await chats.memberIds(row.id));
        await requireNamedUsers(
          others.filter((userId) => !current.has(userId)),
          'memberIds',
        );
        memberIds = [owner, ...others];
      }
      const result = await chats.updateGroup(row.id, { name: input.name, memberIds }, iso());
      if (!result) throw conversationNotFound();
      changed(row.id);
      for (const userId of result.removed) {
        push.users([userId], chatEvents.conversationRemoved, { conversationId: row.id });
      }
      const viewOf = await pushToMembers(result.conversation, await chats.memberIds(row.id));
      return viewOf(principal.userId);
    },

    /** Deletes a group with its messages and files; its members are told. */
    async deleteGroup(principal: Principal, conversationId: string): Promise<Record<string, never>> {
      const row = await changeableGroup(conversationId, principal, 'delete it');
      const memberIds = await chats.memberIds(row.id);
      await chats.remove(row.id);
      changed(row.id);
      push.users(memberIds, chatEvents.conversationRemoved, { conversationId: row.id });
      await deps.files.removeOfConversation(row.id).catch(deps.reportError);
      return {};
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
