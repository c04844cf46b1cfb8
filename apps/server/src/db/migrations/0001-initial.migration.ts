import { type Kysely, type Migration, sql } from 'kysely';

export const initialMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('name', 'text')
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('venue_versions')
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('STAGE', 'LIVE')`))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addPrimaryKeyConstraint('venue_versions_pk', ['architecture_id', 'mode', 'version'])
      .execute();

    // A single row: which architecture is live and in which version (-1 when unpublished).
    await db.schema
      .createTable('publication')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text')
      .addColumn('published_version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('stored_files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('asset_id', 'text', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stored_files_asset_idx')
      .on('stored_files')
      .columns(['architecture_id', 'asset_id'])
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
