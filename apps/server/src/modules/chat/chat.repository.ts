import type { ConversationKind, PresenceScope } from '@atrium/domain';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatConversationsTable, ChatMembersTable, Database } from '../../db/schema';

/** A conversation as stored (times as ISO text). */
export type ConversationRow = {
  id: string;
  architectureId: string;
  mode: PresenceScope['mode'];
  kind: ConversationKind;
  key: string;
  name: string;
  ownerId: string | null;
  lastSeq: number;
  rev: number;
  createdAt: string;
  updatedAt: string;
};

/** One of a user's conversations: where they read up to and how many messages of others they did not. */
export type MemberConversation = ConversationRow & { readSeq: number; unread: number };

export type NewConversation = Pick<
  ConversationRow,
  'id' | 'architectureId' | 'mode' | 'kind' | 'key' | 'name' | 'ownerId'
> & { at: string };

export const toConversation = (row: Selectable<ChatConversationsTable>): ConversationRow => ({
  id: row.id,
  architectureId: row.architecture_id,
  mode: row.mode,
  kind: row.kind,
  key: row.key,
  name: row.name,
  ownerId: row.owner_id,
  lastSeq: Number(row.last_seq),
  rev: Number(row.rev),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Conversations and their members (every kind: a room's member is a user who opened it). */
export function createChatRepository(db: Db) {
  const memberRows = (conversationId: string, userIds: readonly string[], at: string) =>
    userIds.map((userId) => ({
      conversation_id: conversationId,
      user_id: userId,
      read_seq: 0,
      joined_at: at,
    }));

  /** Messages of others after the member's `read_seq` that are not deleted. */
  const unreadOf = (eb: ExpressionBuilder<Database & { m: ChatMembersTable }, 'm'>, userId: string) =>
    eb
      .selectFrom('chat_messages as x')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('x.conversation_id', '=', 'm.conversation_id')
      .whereRef('x.seq', '>', 'm.read_seq')
      .where('x.author_id', '<>', userId)
      .where('x.deleted_by', 'is', null);

  return {
    async find(id: string): Promise<ConversationRow | undefined> {
      const row = await db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toConversation(row);
    },

    async findByKey(scope: PresenceScope, key: string): Promise<ConversationRow | undefined> {
      const row = await db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('architecture_id', '=', scope.architectureId)
        .where('mode', '=', scope.mode)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && toConversation(row);
    },

    /**
     * The conversation with the new one's key, created with these members if there was none
     * (two callers at once get the same one); `created` tells whether this call made it.
     */
    async findOrCreate(
      conversation: NewConversation,
      memberIds: readonly string[],
    ): Promise<{ conversation: ConversationRow; created: boolean }> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('chat_conversations')
          .values({
            id: conversation.id,
            architecture_id: conversation.architectureId,
            mode: conversation.mode,
            kind: conversation.kind,
            key: conversation.key,
            name: conversation.name,
            owner_id: conversation.ownerId,
            last_seq: 0,
            rev: 0,
            created_at: conversation.at,
            updated_at: conversation.at,
          })
          .onConflict((oc) => oc.columns(['architecture_id', 'mode', 'key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        const row = await trx
          .selectFrom('chat_conversations')
          .selectAll()
          .where('architecture_id', '=', conversation.architectureId)
          .where('mode', '=', conversation.mode)
          .where('key', '=', conversation.key)
          .executeTakeFirstOrThrow();
        if (inserted && memberIds.length > 0) {
          await trx
            .insertInto('chat_members')
            .values(memberRows(row.id, memberIds, conversation.at))
            .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
            .execute();
        }
        return { conversation: toConversation(row), created: inserted !== undefined };
      });
    },

    /** Makes the user a member (nothing when already one); true when this call added them. */
    async addMember(conversationId: string, userId: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('chat_members')
        .values(memberRows(conversationId, [userId], at))
        .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Whether the user is a member of the conversation (files use it too). */
    async isMember(conversationId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('chat_members')
        .select('user_id')
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async memberIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_members')
        .select('user_id')
        .where('conversation_id', '=', conversationId)
        .orderBy('joined_at')
        .orderBy('user_id')
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** The members of several conversations, by conversation. */
    async membersOf(conversationIds: readonly string[]): Promise<Map<string, string[]>> {
      const members = new Map<string, string[]>(conversationIds.map((id) => [id, []]));
      if (conversationIds.length === 0) return members;
      const rows = await db
        .selectFrom('chat_members')
        .select(['conversation_id', 'user_id'])
        .where('conversation_id', 'in', [...conversationIds])
        .orderBy('joined_at')
        .orderBy('user_id')
        .execute();
      for (const row of rows) members.get(row.conversation_id)?.push(row.user_id);
      return members;
    },

    /**
     * Renames a group and/or sets its members (those not in `memberIds` leave, new ones join).
     * Answers the conversation after the change and who joined and left; undefined when it is gone.
     */
    async updateGroup(
      conversationId: string,
      change: { name?: string; memberIds?: readonly string[] },
      at: string,
    ): Promise<{ conversation: ConversationRow; added: string[]; removed: string[] } | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('chat_conversations')
          .set({ updated_at: at, ...(change.name !== undefined ? { name: change.name } : {}) })
          .where('id', '=', conversationId)
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        if (!change.memberIds) return { conversation: toConversation(row), added: [], removed: [] };
        const current = (
          await trx
            .selectFrom('chat_members')
            .select('user_id')
            .where('conversation_id', '=', conversationId)
            .execute()
        ).map((member) => member.user_id);
        const next = new Set(change.memberIds);
        const removed = current.filter((userId) => !next.has(userId));
        const added = [...next].filter((userId) => !current.includes(userId));
        if (removed.length > 0) {
          await trx
            .deleteFrom('chat_members')
            .where('conversation_id', '=', conversationId)
            .where('user_id', 'in', removed)
            .execute();
        }
        if (added.length > 0) {
          await trx
            .insertInto('chat_members')
            .values(memberRows(conversationId, added, at))
            .execute();
        }
        return { conversation: toConversation(row), added, removed };
      });
    },

    /** Deletes a conversation with its members, messages and their reports. */
    async remove(conversationId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('chat_reports')
          .where('message_id', 'in', (eb) =>
            eb.selectFrom('chat_messages').select('id').where('conversation_id', '=', conversationId),
          )
          .execute();
        await trx.deleteFrom('chat_messages').where('conversation_id', '=', conversationId).execute();
        await trx.deleteFrom('chat_members').where('conversation_id', '=', conversationId).execute();
        await trx.deleteFrom('chat_conversations').where('id', '=', conversationId).execute();
      });
    },

    /** The user's conversations in a scope, the most recently changed first, with their unread counts. */
    async ofUser(userId: string, scope: PresenceScope): Promise<MemberConversation[]> {
      const rows = await db
        .selectFrom('chat_members as m')
        .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
        .selectAll('c')
        .select('m.read_seq')
        .select((eb) => unreadOf(eb, userId).as('unread'))
        .where('m.user_id', '=', userId)
        .where('c.architecture_id', '=', scope.architectureId)
        .where('c.mode', '=', scope.mode)
        .orderBy('c.updated_at', 'desc')
        .orderBy('c.id')
        .execute();
      return rows.map((row) => ({
        ...toConversation(row),
        readSeq: Number(row.read_seq),
        unread: Number(row.unread ?? 0),
      }));
    },

    /** One conversation of the user with the unread count; undefined when not a member. */
    async ofMember(conversationId: string, userId: string): Promise<MemberConversation | undefined> {
      const row = await db
        .selectFrom('chat_members as m')
        .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
        .selectAll('c')
        .select('m.read_seq')
        .select((eb) => unreadOf(eb, userId).as('unread'))
        .where('m.user_id', '=', userId)
        .where('m.conversation_id', '=', conversationId)
        .executeTakeFirst();
      return (
        row && { ...toConversation(row), readSeq: Number(row.read_seq), unread: Number(row.unread ?? 0) }
      );
    },

    /** Every member's unread count of one conversation. */
    async unreadByMember(conversationId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('chat_members as m')
        .select('m.user_id')
        .select((eb) =>
          eb
            .selectFrom('chat_messages as x')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('x.conversation_id', '=', 'm.conversation_id')
            .whereRef('x.seq', '>', 'm.read_seq')
            .whereRef('x.author_id', '<>', 'm.user_id')
            .where('x.deleted_by', 'is', null)
            .as('unread'),
        )
        .where('m.conversation_id', '=', conversationId)
        .execute();
      return new Map(rows.map((row) => [row.user_id, Number(row.unread ?? 0)]));
    },

    /** Moves the member's read mark up to `seq` (never back). */
    async markRead(conversationId: string, userId: string, seq: number): Promise<void> {
      await db
        .updateTable('chat_members')
        .set({ read_seq: seq })
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .where('read_seq', '<', seq)
        .execute();
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
