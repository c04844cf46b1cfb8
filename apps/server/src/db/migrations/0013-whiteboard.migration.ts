import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/**
 * The whiteboard. A board (of one venue and mode) has a compacted Yjs snapshot and the updates
 * appended since; a board's state is the snapshot with every update of its generation applied
 * (in any order: Yjs updates commute). Compaction folds updates into the snapshot and deletes
 * them in one transaction; clearing starts a new generation. Images of a board are stored as two
 * WebP variants.
 */
export const whiteboardMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('whiteboard_boards')
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('board_id', 'text', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('snapshot', binary, (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('whiteboard_boards_pk', ['architecture_id', 'mode', 'board_id'])
      .execute();

    await db.schema
      .createTable('whiteboard_updates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('board_id', 'text', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('update', binary, (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('whiteboard_updates_board_idx')
      .on('whiteboard_updates')
      .columns(['architecture_id', 'mode', 'board_id', 'generation'])
      .execute();

    await db.schema
      .createTable('whiteboard_images')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('board_id', 'text', (c) => c.notNull())
      .addColumn('uploader_id', 'text', (c) => c.notNull())
      .addColumn('large_key', 'text', (c) => c.notNull())
      .addColumn('preview_key', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('whiteboard_images_board_idx')
      .on('whiteboard_images')
      .columns(['architecture_id', 'mode', 'board_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('whiteboard_images').execute();
    await db.schema.dropTable('whiteboard_updates').execute();
    await db.schema.dropTable('whiteboard_boards').execute();
  },
};
