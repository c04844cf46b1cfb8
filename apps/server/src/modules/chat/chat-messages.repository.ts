import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatMessagesTable } from '../../db/schema';

export type DeletedBy = 'AUTHOR' | 'ADMINISTRATOR';

/** A message as stored (times as ISO text). */
export type MessageRow = {
  id: string;
  conversationId: string;
  seq: number;
  rev: number;
  authorId: string;
  authorName: string;
  text: string;
  fileId: string | null;
  clientKey: string;
  createdAt: string;
  editedAt: string | null;
  deletedBy: DeletedBy | null;
};

export const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'seq',
  'rev',
  'author_id',
  'author_name',
  'text',
  'file_id',
  'client_key',
  'created_at',
  'edited_at',
  'deleted_by',
] as const;

export const toMessage = (row: Selectable<ChatMessagesTable>): MessageRow => ({
  id: row.id,
  conversationId: row.conversation_id,
  seq: Number(row.seq),
  rev: Number(row.rev),
  authorId: row.author_id,
  authorName: row.author_name,
  text: row.text,
  fileId: row.file_id,
  clientKey: row.client_key,
  createdAt: row.created_at,
  editedAt: row.edited_at,
  deletedBy: row.deleted_by === 'AUTHOR' || row.deleted_by === 'ADMINISTRATOR' ? row.deleted_by : null,
});

/** Reading and changing stored messages (new ones are written by the message writer). */
export function createChatMessagesRepository(db: Db) {
  /** Takes the conversation's next rev and gives it to the message with `changes`, in one transaction. */
  const change = (
    messageId: string,
    changes: { text: string; edited_at?: string; deleted_by?: string; file_id?: null },
  ) =>
    db.transaction().execute(async (trx) => {
      const message = await trx
        .selectFrom('chat_messages')
        .select('conversation_id')
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (!message) return undefined;
      const conversation = await trx
        .updateTable('chat_conversations')
        .set((eb) => ({ rev: eb('rev', '+', 1) }))
        .where('id', '=', message.conversation_id)
        .returning('rev')
        .executeTakeFirst();
      if (!conversation) return undefined;
      const row = await trx
        .updateTable('chat_messages')
        .set({ ...changes, rev: Number(conversation.rev) })
        .where('id', '=', messageId)
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirst();
      return row && toMessage(row);
    });

  return {
    async find(id: string): Promise<MessageRow | undefined> {
      const row = await db
        .selectFrom('chat_messages')
        .select(MESSAGE_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toMessage(row);
    },

    async findByClientKey(authorId: string, clientKey: string): Promise<MessageRow | undefined> {
      const row = await db
        .selectFrom('chat_messages')
        .select(MESSAGE_COLUMNS)
        .where('author_id', '=', authorId)
        .where('client_key', '=', clientKey)
        .executeTakeFirst();
      return row && toMessage(row);
    },

    /** The last messages of several conversations (their `seq` is the conversation's `last_seq`). */
    async last(conversations: readonly { id: string; lastSeq: number }[]): Promise<Map<string, MessageRow>> {
      const wanted = conversations.filter((conversation) => conversation.lastSeq > 0);
      if (wanted.length === 0) return new Map();
      const rows = await db
        .selectFrom('chat_messages as x')
        .innerJoin('chat_conversations as c', (join) =>
          join.onRef('c.id', '=', 'x.conversation_id').onRef('c.last_seq', '=', 'x.seq'),
        )
        .select(MESSAGE_COLUMNS.map((column) => `x.${column}` as const))
        .where(
          'c.id',
          'in',
          wanted.map((conversation) => conversation.id),
        )
        .execute();
      return new Map(rows.map((row) => [row.conversation_id, toMessage(row)]));
    },

    /** Up to `limit` messages before `beforeSeq` (the newest without it), oldest first; `hasMore` when older ones remain. */
    async page(conversationId: string, beforeSeq: number | undefined, limit: number) {
      let query = db
        .selectFrom('chat_messages')
        .select(MESSAGE_COLUMNS)
        .where('conversation_id', '=', conversationId)
        .orderBy('seq', 'desc')
        .limit(limit + 1);
      if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
      const rows = await query.execute();
      const hasMore = rows.length > limit;
      return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore };
    },

    /** Up to `limit` messages changed after `rev`, in the order of their changes. */
    async changedSince(conversationId: string, rev: number, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select(MESSAGE_COLUMNS)
        .where('conversation_id', '=', conversationId)
        .where('rev', '>', rev)
        .orderBy('rev')
        .limit(limit)
        .execute();
      return rows.map(toMessage);
    },

    /** Replaces the text; the message takes the conversation's next rev. */
    edit(messageId: string, text: string, at: string): Promise<MessageRow | undefined> {
      return change(messageId, { text, edited_at: at });
    },

    /**
     * Empties the message (text and file: the files service removes the file itself) and marks
     * who deleted it; it takes the conversation's next rev.
     */
    markDeleted(messageId: string, by: DeletedBy): Promise<MessageRow | undefined> {
      return change(messageId, { text: '', deleted_by: by, file_id: null });
    },
  };
}

export type ChatMessagesRepository = ReturnType<typeof createChatMessagesRepository>;
