import type { Kysely, Migration } from 'kysely';

/**
 * Media board likes (spec §3 like). A like belongs to one venue and mode, board and piece;
 * `comment_id` is '' for a like of the piece itself (a real value keeps the unique constraint
 * working alike on SQLite and PostgreSQL, where NULLs never collide). One user likes a thing
 * once: the unique constraint makes a second insert a no-op.
 *
 * `media_board_like_counts` holds each piece's count of likes without a comment, changed by
 * exactly +1/-1 in the transaction that really inserted or deleted a like row, so that a
 * board's counts are one small read however many likes there are.
 */
export const mediaBoardLikesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('media_board_likes')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('media_board_id', 'text', (c) => c.notNull())
      .addColumn('content_piece_id', 'text', (c) => c.notNull())
      .addColumn('comment_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('media_board_likes_unique', [
        'architecture_id',
        'mode',
        'media_board_id',
        'content_piece_id',
        'comment_id',
        'author_id',
      ])
      .execute();
    await db.schema
      .createIndex('media_board_likes_author_idx')
      .on('media_board_likes')
      .columns(['author_id', 'architecture_id', 'mode', 'created_at'])
      .execute();

    await db.schema
      .createTable('media_board_like_counts')
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('media_board_id', 'text', (c) => c.notNull())
      .addColumn('content_piece_id', 'text', (c) => c.notNull())
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('media_board_like_counts_pk', [
        'architecture_id',
        'mode',
        'media_board_id',
        'content_piece_id',
      ])
      .execute();
  },
};
