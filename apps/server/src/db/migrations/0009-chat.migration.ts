import type { Kysely, Migration } from 'kysely';

/**
 * Chat and video chat. Conversations belong to one venue and mode; `key` makes a private chat
 * (`p:{uid}:{uid}`, ids sorted) and a room chat (`r:{areaId}` or `r:{areaId}/{widgetId}`) unique
 * there (a group channel's key is `g:{id}`). `last_seq` numbers the messages, `rev` every change
 * of one (sent, edited, deleted); both are taken inside the message's transaction, so they
 * commit in order. Timestamps are ISO text like everywhere else.
 */
export const chatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('owner_id', 'text')
      .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('chat_conversations_key_unique', ['architecture_id', 'mode', 'key'])
      .execute();

    await db.schema
      .createTable('chat_members')
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('joined_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_members_pk', ['conversation_id', 'user_id'])
      .execute();
    await db.schema.createIndex('chat_members_user_idx').on('chat_members').column('user_id').execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('rev', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text')
      .addColumn('client_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('edited_at', 'text')
      .addColumn('deleted_by', 'text')
      .addUniqueConstraint('chat_messages_seq_unique', ['conversation_id', 'seq'])
      .addUniqueConstraint('chat_messages_client_key_unique', ['author_id', 'client_key'])
      // A file goes with one message: two sends racing to attach it cannot both win.
      .addUniqueConstraint('chat_messages_file_unique', ['file_id'])
      .execute();
    await db.schema
      .createIndex('chat_messages_rev_idx')
      .on('chat_messages')
      .columns(['conversation_id', 'rev'])
      .execute();

    await db.schema
      .createTable('chat_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('uploader_id', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('preview_key', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('chat_files_conversation_idx')
      .on('chat_files')
      .column('conversation_id')
      .execute();

    await db.schema
      .createTable('chat_blocks')
      .addColumn('blocker_id', 'text', (c) => c.notNull())
      .addColumn('blocked_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_blocks_pk', ['blocker_id', 'blocked_id'])
      .execute();

    await db.schema
      .createTable('chat_reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('reporter_id', 'text', (c) => c.notNull())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('chat_reports_unique', ['message_id', 'reporter_id'])
      .execute();

    await db.schema
      .createTable('chat_room_mutes')
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('muted_by', 'text', (c) => c.notNull())
      .addColumn('until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_room_mutes_pk', ['architecture_id', 'mode', 'user_id'])
      .execute();

    await db.schema
      .createTable('video_calls')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('started_by', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema
      .createIndex('video_calls_conversation_idx')
      .on('video_calls')
      .column('conversation_id')
      .execute();

    await db.schema
      .createTable('video_call_participants')
      .addColumn('call_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('connection_id', 'text')
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('video_call_participants_pk', ['call_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('video_call_participants_user_idx')
      .on('video_call_participants')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('video_access_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('call_id', 'text')
      .addColumn('media', 'text', (c) => c.notNull())
      .addColumn('granted', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
