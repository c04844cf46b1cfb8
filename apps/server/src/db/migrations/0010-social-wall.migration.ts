import type { Kysely, Migration } from 'kysely';

/**
 * The social wall. A post (`parent_id` null) or reply belongs to one wall of one venue and mode.
 * `likes`, `replies` and `hidden_replies` are counters kept in the transaction that changes what
 * they count (a like row, a reply, a reply hidden), so they are exact however many write at once.
 * An uploaded image is kept unposted (`post_id` null) until a post takes it, or swept after a day.
 */
export const socialWallMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('social_wall_posts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('wall_id', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('image_id', 'text')
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden_replies', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('edited_at', 'text')
      .execute();
    await db.schema
      .createIndex('social_wall_posts_wall_idx')
      .on('social_wall_posts')
      .columns(['architecture_id', 'mode', 'wall_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('social_wall_posts_parent_idx')
      .on('social_wall_posts')
      .columns(['parent_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('social_wall_likes')
      .addColumn('post_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('social_wall_likes_pk', ['post_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('social_wall_reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('post_id', 'text', (c) => c.notNull())
      .addColumn('reporter_id', 'text', (c) => c.notNull())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('wall_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('social_wall_reports_unique', ['post_id', 'reporter_id'])
      .execute();
    await db.schema
      .createIndex('social_wall_reports_wall_idx')
      .on('social_wall_reports')
      .columns(['architecture_id', 'mode', 'wall_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('social_wall_images')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('wall_id', 'text', (c) => c.notNull())
      .addColumn('uploader_id', 'text', (c) => c.notNull())
      .addColumn('large_key', 'text', (c) => c.notNull())
      .addColumn('preview_key', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('post_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('social_wall_images_post_idx')
      .on('social_wall_images')
      .column('post_id')
      .execute();
    await db.schema
      .createIndex('social_wall_images_created_idx')
      .on('social_wall_images')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'social_wall_images',
      'social_wall_reports',
      'social_wall_likes',
      'social_wall_posts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
