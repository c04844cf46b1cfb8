import type { ChatMessage, ChatUser, Conversation } from '@atrium/domain';
import type { Clock } from '../../clock';
import { presentConversation, presentMessage } from './chat.presenter';
import type { ChatRepository, ConversationRow } from './chat.repository';
import type { ChatAccessCache } from './chat-access.cache';
import type { ChatFilesPort } from './chat-files.port';
import type { ChatFileRecord } from './chat-files.repository';
import { conversationNotFound } from './chat-guard';
import type { ChatMessagesRepository, MessageRow } from './chat-messages.repository';
import type { ChatModerationRepository } from './chat-moderation.repository';
import type { ChatNames } from './chat-names';

/** Conversations with what they show, read once for any number of viewers. */
type Prepared = {
  members: Map<string, ChatUser[]>;
  last: Map<string, MessageRow>;
  files: Map<string, ChatFileRecord>;
};

/**
 * Puts together what leaves the server of conversations and messages (through the presenter):
 * members' names, last messages, files signed per viewer, the viewer's blocks and mutes.
 */
export function createChatViews(deps: {
  chats: Pick<ChatRepository, 'membersOf' | 'ofMember'>;
  messages: Pick<ChatMessagesRepository, 'last'>;
  moderation: Pick<ChatModerationRepository, 'blockedBy'>;
  access: Pick<ChatAccessCache, 'muted'>;
  names: Pick<ChatNames, 'users'>;
  files: Pick<ChatFilesPort, 'records' | 'present'>;
  now: Clock;
}) {
  const { files } = deps;

  async function fileRecords(rows: readonly MessageRow[]): Promise<Map<string, ChatFileRecord>> {
    const ids = rows.flatMap((row) => (row.fileId && !row.deletedBy ? [row.fileId] : []));
    return ids.length > 0 ? files.records(ids) : new Map();
  }

  const messageFor = (viewerId: string, row: MessageRow, records: Map<string, ChatFileRecord>) => {
    const record = row.fileId ? records.get(row.fileId) : undefined;
    return presentMessage(row, viewerId, record ? files.present(record, viewerId) : undefined);
  };

  async function prepare(rows: readonly ConversationRow[]): Promise<Prepared> {
    const listed = rows.filter((row) => row.kind !== 'ROOM');
    const [memberIds, last] = await Promise.all([
      deps.chats.membersOf(listed.map((row) => row.id)),
      deps.messages.last(rows),
    ]);
    const members = new Map<string, ChatUser[]>();
    await Promise.all(
      listed.map(async (row) => {
        members.set(row.id, await deps.names.users(memberIds.get(row.id) ?? [], row.architectureId));
      }),
    );
    return { members, last, files: await fileRecords([...last.values()]) };
  }

  function viewOf(
    prepared: Prepared,
    row: ConversationRow,
    viewerId: string,
    extra: { unread: number; blocked?: boolean; muted?: boolean },
  ): Conversation {
    const last = prepared.last.get(row.id);
    return presentConversation({
      row,
      viewerId,
      members: prepared.members.get(row.id) ?? [],
      lastMessage: last && messageFor(viewerId, last, prepared.files),
      ...extra,
    });
  }

  return {
    /** Messages as the viewer sees them. */
    async messages(viewerId: string, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
      const records = await fileRecords(rows);
      return rows.map((row) => messageFor(viewerId, row, records));
    },

    /** Messages as each viewer sees them (files signed per viewer), by viewer. */
    message(viewerId: string, row: MessageRow, record?: ChatFileRecord): ChatMessage {
      return presentMessage(
        row,
        viewerId,
        record && !row.deletedBy ? files.present(record, viewerId) : undefined,
      );
    },

    /** One conversation of the viewer (a member's, else chat.not_found). */
    async conversation(viewerId: string, conversationId: string): Promise<Conversation> {
      const row = await deps.chats.ofMember(conversationId, viewerId);
      if (!row) throw conversationNotFound();
      const [view] = await this.conversations(viewerId, [row]);
      return view!;
    },

    /** The viewer's conversations with their unread counts. */
    async conversations(
      viewerId: string,
      rows: readonly (ConversationRow & { unread: number })[],
    ): Promise<Conversation[]> {
      const hasPrivate = rows.some((row) => row.kind === 'PRIVATE');
      const [prepared, blocked] = await Promise.all([
        prepare(rows),
        hasPrivate ? deps.moderation.blockedBy(viewerId).then((ids) => new Set(ids)) : new Set<string>(),
      ]);
      const at = deps.now().getTime();
      return Promise.all(
        rows.map(async (row) => {
          const other = prepared.members.get(row.id)?.find((member) => member.uid !== viewerId);
          return viewOf(prepared, row, viewerId, {
            unread: row.unread,
            blocked: row.kind === 'PRIVATE' && other !== undefined && blocked.has(other.uid),
            muted: row.kind === 'ROOM' && (await deps.access.muted(row, viewerId, at)),
          });
        }),
      );
    },

    /** One group or private chat as each of several viewers sees it (for pushes to its members). */
    async forMembers(
      row: ConversationRow,
      unread: ReadonlyMap<string, number>,
    ): Promise<(viewerId: string) => Conversation> {
      const prepared = await prepare([row]);
      return (viewerId) => viewOf(prepared, row, viewerId, { unread: unread.get(viewerId) ?? 0 });
    },
  };
}

export type ChatViews = ReturnType<typeof createChatViews>;
