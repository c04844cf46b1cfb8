import { type ChatMessage, chatEvents } from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { can, type Principal } from '../auth/authorize';
import type { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { CachedConversation, ChatAccessCache } from './chat-access.cache';
import type { ChatFilesPort } from './chat-files.port';
import type { ChatFileRecord } from './chat-files.repository';
import type { ChatGuard } from './chat-guard';
import { timeOrderedUuid } from './chat-ids';
import type { MessageWriter } from './chat-message.writer';
import type { ChatMessagesRepository, MessageRow } from './chat-messages.repository';
import type { ChatNames } from './chat-names';
import type { ChatPush } from './chat-push';
import { SEND_POLICY } from './chat-rate-limits';
import { cleanMessageText } from './chat-text';
import type { ChatViews } from './chat-views';

const messageNotFound = () =>
  new AppError('chat.message_not_found', 'This message does not exist or you are not in its conversation.');

const fileAttachedElsewhere = () =>
  new AppError('validation.failed', 'This file is already attached to another message.', [
    { path: 'fileId', message: 'already attached to another message' },
  ]);

export type SendInput = { conversationId: string; clientKey: string; text: string; fileId?: string };

/**
 * Messages (issue #14): stored before they are delivered, once per author and client key (a
 * resend is answered with the stored message and not delivered again); edited and deleted by
 * their author, deleted by an administrator too. Muted users cannot write in room chats, nor
 * users in a private chat where either blocked the other.
 */
export function createChatMessagesService(deps: {
  messages: Pick<ChatMessagesRepository, 'find' | 'findByClientKey' | 'edit' | 'markDeleted'>;
  writer: MessageWriter;
  access: Pick<ChatAccessCache, 'conversation' | 'blocked' | 'muted'>;
  guard: ChatGuard;
  views: Pick<ChatViews, 'message' | 'messages'>;
  names: Pick<ChatNames, 'of' | 'peek'>;
  files: Pick<ChatFilesPort, 'attach' | 'records' | 'remove'>;
  push: ChatPush;
  limiter: Pick<MemoryRateLimiter, 'takeNow'>;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { views, push } = deps;

  /** A stored message under the same key: the same send again, or the key reused for another one. */
  async function resent(stored: MessageRow, input: SendInput, text: string, viewerId: string) {
    const changedSince = stored.editedAt !== null || stored.deletedBy !== null;
    const same =
      stored.conversationId === input.conversationId &&
      (changedSince || (stored.text === text && (stored.fileId ?? undefined) === input.fileId));
    if (!same) {
      throw new AppError('chat.duplicate_key', 'This client key was already used for another message.');
    }
    const [message] = await views.messages(viewerId, [stored]);
    return message!;
  }

  /** Sends the message to every member (all their tabs) or to everyone who opened the room. */
  function deliver(conversation: CachedConversation, row: MessageRow, file?: ChatFileRecord): void {
    const { id, kind } = conversation.row;
    const author = row.authorId;
    if (file) {
      if (kind === 'ROOM') {
        void push
          .roomEach(id, chatEvents.message, (viewerId) => views.message(viewerId, row, file), {
            userId: author,
          })
          .catch(deps.reportError);
      } else {
        for (const memberId of conversation.members) {
          if (memberId !== author)
            push.users([memberId], chatEvents.message, views.message(memberId, row, file));
        }
      }
    } else {
      const plain = views.message('', row);
      if (kind === 'ROOM') push.room(id, chatEvents.message, plain, { userId: author });
      else
        push.users(
          [...conversation.members].filter((memberId) => memberId !== author),
          chatEvents.message,
          plain,
        );
    }
    push.users([author], chatEvents.message, views.message(author, row, file));
  }

  /** Re-delivers a changed message (edit, delete): its file is gone or unchanged and not shown again. */
  async function redeliver(row: MessageRow, file?: ChatFileRecord) {
    const conversation = await deps.access.conversation(row.conversationId);
    if (conversation) deliver(conversation, row, file);
  }

  const fileOf = async (row: MessageRow) =>
    row.fileId ? (await deps.files.records([row.fileId])).get(row.fileId) : undefined;

  return {
    async send(principal: Principal, input: SendInput): Promise<ChatMessage> {
      const me = principal.userId;
      const budget = deps.limiter.takeNow(`chat-send:${me}`, SEND_POLICY);
      if (!budget.allowed) {
        const seconds = Math.ceil(budget.retryAfterMs / 1000);
        throw new AppError('rate.limited', `Too many messages: try again in ${seconds} s.`);
      }
      const conversation = await deps.guard.member(input.conversationId, principal);
      const { row } = conversation;
      const text = cleanMessageText(input.text);
      if (!text && !input.fileId) {
        throw new AppError('validation.failed', 'A message needs a text or a file.', [
          { path: 'text', message: 'empty' },
        ]);
      }
      if (row.kind === 'ROOM' && (await deps.access.muted(row, me, deps.now().getTime()))) {
        throw new AppError('chat.muted', 'An administrator muted you in the room chats of this venue.');
      }
      if (row.kind === 'PRIVATE') {
        const other = [...conversation.members].find((memberId) => memberId !== me);
        if (other && (await deps.access.blocked(me, other))) {
          throw new AppError('chat.blocked', 'You cannot send messages to this person.');
        }
      }

      const id = timeOrderedUuid();
      let file: ChatFileRecord | undefined;
      if (input.fileId) {
        const stored = await deps.messages.findByClientKey(me, input.clientKey);
        if (stored) return resent(stored, input, text, me);
        file = await deps.files.attach({
          fileId: input.fileId,
          conversationId: row.id,
          uploaderId: me,
          messageId: id,
        });
      }
      const authorName =
        deps.names.peek(me, row.architectureId) ?? (await deps.names.of(me, row.architectureId));
      const outcome = await deps.writer.write({
        id,
        conversationId: row.id,
        authorId: me,
        authorName,
        text,
        fileId: input.fileId ?? null,
        clientKey: input.clientKey,
        createdAt: deps.now().toISOString(),
      });
      if (outcome.kind === 'gone')
        throw new AppError('chat.not_found', 'This conversation no longer exists.');
      if (outcome.kind === 'file_taken') throw fileAttachedElsewhere();
      if (outcome.kind === 'existing') return resent(outcome.message, input, text, me);
      deliver(conversation, outcome.message, file);
      return views.message(me, outcome.message, file);
    },

    /** Replaces the text of the caller's own message; every member gets it again. */
    async edit(principal: Principal, input: { messageId: string; text: string }): Promise<ChatMessage> {
      const message = await deps.messages.find(input.messageId);
      if (!message) throw messageNotFound();
      await deps.guard.member(message.conversationId, principal).catch(() => {
        throw messageNotFound();
      });
      if (message.authorId !== principal.userId || message.deletedBy) {
        throw new AppError('chat.not_allowed', 'Only its author can edit a message (and not once deleted).');
      }
      const text = cleanMessageText(input.text);
      if (!text)
        throw new AppError('validation.failed', 'A message needs a text.', [
          { path: 'text', message: 'empty' },
        ]);
      const edited = await deps.messages.edit(message.id, text, deps.now().toISOString());
      if (!edited) throw messageNotFound();
      const file = await fileOf(edited);
      await redeliver(edited, file);
      return views.message(principal.userId, edited, file);
    },

    /**
     * Deletes a message: its author, or an administrator any message (marked as theirs). The
     * message keeps its place, empty; its file is removed.
     */
    async delete(principal: Principal, messageId: string): Promise<ChatMessage> {
      const message = await deps.messages.find(messageId);
      if (!message) throw messageNotFound();
      const administrator = can(principal, 'chat.moderate');
      const own = message.authorId === principal.userId;
      if (!administrator) {
        await deps.guard.member(message.conversationId, principal).catch(() => {
          throw messageNotFound();
        });
        if (!own)
          throw new AppError('chat.not_allowed', 'Only its author or an administrator can delete a message.');
      }
      if (message.deletedBy) return views.message(principal.userId, message);
      const deleted = await deps.messages.markDeleted(message.id, own ? 'AUTHOR' : 'ADMINISTRATOR');
      if (!deleted) throw messageNotFound();
      await redeliver(deleted);
      if (message.fileId) await deps.files.remove(message.fileId).catch(deps.reportError);
      return views.message(principal.userId, deleted);
    },
  };
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;
