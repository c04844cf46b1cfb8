import { randomUUID } from 'node:crypto';
import type { ChatUser, PresenceScope } from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import { isGuestOnly, type Principal } from '../auth/authorize';
import type { UsersRepository } from '../auth/users.repository';
import type { ChatGuard } from './chat-guard';
import type { ChatMessagesRepository } from './chat-messages.repository';
import type { ChatModerationRepository } from './chat-moderation.repository';
import type { ChatNames } from './chat-names';
import type { ChatViews } from './chat-views';

const messageNotFound = () =>
  new AppError('chat.message_not_found', 'This message does not exist or you are not in its conversation.');

/**
 * Moderation (issue #14): any user blocks others from messaging them privately and reports
 * messages of their conversations; administrators read the reports and mute users in a venue's
 * room chats. Blocks and mutes take effect on every node at once (their cached state is dropped
 * through the bus, which the relay carries).
 */
export function createChatModerationService(deps: {
  moderation: ChatModerationRepository;
  messages: Pick<ChatMessagesRepository, 'find'>;
  guard: Pick<ChatGuard, 'member'>;
  users: Pick<UsersRepository, 'findById'>;
  names: Pick<ChatNames, 'users'>;
  views: Pick<ChatViews, 'messages'>;
  events: EventBus;
  /** The published venue (names of users outside a venue's chat are read in it). */
  liveArchitectureId: () => Promise<string | null>;
  now: Clock;
}) {
  const { moderation, events } = deps;
  const iso = () => deps.now().toISOString();

  async function requireUser(userId: string) {
    const user = await deps.users.findById(userId);
    if (!user || isGuestOnly(user)) throw new AppError('user.not_found', 'There is no such user.');
  }

  async function blockList(userId: string): Promise<{ blocked: ChatUser[] }> {
    const ids = await moderation.blockedBy(userId);
    return { blocked: await deps.names.users(ids, (await deps.liveArchitectureId()) ?? '') };
  }

  async function muteList(scope: PresenceScope) {
    const mutes = await moderation.mutes(scope, iso());
    const users = await deps.names.users(
      mutes.map((mute) => mute.userId),
      scope.architectureId,
    );
    return {
      mutes: mutes.map((mute, index) => ({
        user: users[index]!,
        ...(mute.until ? { until: Date.parse(mute.until) } : {}),
      })),
    };
  }

  return {
    blocks: (principal: Principal) => blockList(principal.userId),

    async block(principal: Principal, userId: string) {
      if (userId === principal.userId) {
        throw new AppError('validation.failed', 'You cannot block yourself.', [
          { path: 'userId', message: 'that is you' },
        ]);
      }
      await requireUser(userId);
      await moderation.block(principal.userId, userId, iso());
      events.emit('chat.block.changed', { blockerId: principal.userId, blockedId: userId });
      return blockList(principal.userId);
    },

    async unblock(principal: Principal, userId: string) {
      await moderation.unblock(principal.userId, userId);
      events.emit('chat.block.changed', { blockerId: principal.userId, blockedId: userId });
      return blockList(principal.userId);
    },

    /** Reports a message of a conversation the caller is in (once per caller and message). */
    async report(principal: Principal, messageId: string, reason: string): Promise<Record<string, never>> {
      const message = await deps.messages.find(messageId);
      if (!message) throw messageNotFound();
      const { row } = await deps.guard.member(message.conversationId, principal).catch(() => {
        throw messageNotFound();
      });
      await moderation.report({
        id: randomUUID(),
        messageId,
        reporterId: principal.userId,
        scope: { architectureId: row.architectureId, mode: row.mode },
        reason,
        at: iso(),
      });
      return {};
    },

    /** The newest reports with their messages (as an administrator sees them). */
    async reports(principal: Principal, scope: Partial<PresenceScope>) {
      const reports = await moderation.reports(scope);
      const messages = await deps.views.messages(
        principal.userId,
        reports.map((report) => report.message),
      );
      const reporters = await Promise.all(
        reports.map(
          async (report) => (await deps.names.users([report.reporterId], report.architectureId))[0]!,
        ),
      );
      return {
        reports: reports.map((report, index) => ({
          id: report.id,
          message: messages[index]!,
          reporter: reporters[index]!,
          reason: report.reason,
          createdAt: Date.parse(report.createdAt),
        })),
      };
    },

    mutes: (scope: PresenceScope) => muteList(scope),

    /** Mutes a user in the scope's room chats, for some minutes or until lifted. */
    async mute(principal: Principal, input: PresenceScope & { userId: string; minutes?: number }) {
      const scope: PresenceScope = { architectureId: input.architectureId, mode: input.mode };
      await requireUser(input.userId);
      const until =
        input.minutes === undefined
          ? null
          : new Date(deps.now().getTime() + input.minutes * 60_000).toISOString();
      await moderation.mute(scope, input.userId, principal.userId, until, iso());
      events.emit('chat.mute.changed', { ...scope, userId: input.userId });
      return muteList(scope);
    },

    async unmute(input: PresenceScope & { userId: string }) {
      const scope: PresenceScope = { architectureId: input.architectureId, mode: input.mode };
      await moderation.unmute(scope, input.userId);
      events.emit('chat.mute.changed', { ...scope, userId: input.userId });
      return muteList(scope);
    },
  };
}

export type ChatModerationService = ReturnType<typeof createChatModerationService>;
