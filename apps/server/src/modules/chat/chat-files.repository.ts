import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatFilesTable } from '../../db/schema';

/** A stored chat file: its bytes under `storageKey` (and an image's preview under `previewKey`). */
export type ChatFileRecord = {
  id: string;
  conversationId: string;
  uploaderId: string;
  storageKey: string;
  previewKey: string | null;
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
  deletedAt: string | null;
};

const toRecord = (row: Selectable<ChatFilesTable>): ChatFileRecord => ({
  id: row.id,
  conversationId: row.conversation_id,
  uploaderId: row.uploader_id,
  storageKey: row.storage_key,
  previewKey: row.preview_key,
  name: row.name,
  contentType: row.content_type,
  size: Number(row.size),
  createdAt: row.created_at,
  deletedAt: row.deleted_at,
});

export function createChatFilesRepository(db: Db) {
  return {
    async insert(file: Omit<ChatFileRecord, 'deletedAt'>): Promise<void> {
      await db
        .insertInto('chat_files')
        .values({
          id: file.id,
          conversation_id: file.conversationId,
          uploader_id: file.uploaderId,
          storage_key: file.storageKey,
          preview_key: file.previewKey,
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          created_at: file.createdAt,
        })
        .execute();
    },

    async find(id: string): Promise<ChatFileRecord | undefined> {
      const row = await db.selectFrom('chat_files').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async findMany(ids: readonly string[]): Promise<ChatFileRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('chat_files')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(toRecord);
    },

    /** The message a file is attached to, if any. */
    async attachedTo(fileId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('chat_messages')
        .select('id')
        .where('file_id', '=', fileId)
        .executeTakeFirst();
      return row?.id;
    },

    /** Marks one file deleted; answers the record when this call deleted it. */
    async markDeleted(id: string, at: string): Promise<ChatFileRecord | undefined> {
      const row = await db
        .updateTable('chat_files')
        .set({ deleted_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Marks every file of a conversation deleted; answers those this call deleted. */
    async markDeletedOfConversation(conversationId: string, at: string): Promise<ChatFileRecord[]> {
      const rows = await db
        .updateTable('chat_files')
        .set({ deleted_at: at })
        .where('conversation_id', '=', conversationId)
        .where('deleted_at', 'is', null)
        .returningAll()
        .execute();
      return rows.map(toRecord);
    },

    /** Until the chat module's membership check is handed in: a row in chat_members. */
    async isMember(conversationId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('chat_members')
        .select('user_id')
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ChatFilesRepository = ReturnType<typeof createChatFilesRepository>;
