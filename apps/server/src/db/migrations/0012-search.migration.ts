import type { Kysely, Migration } from 'kysely';

/**
 * Global search (spec §2.8). `search_indexes` holds one serialised index per venue (MiniSearch's
 * JSON and the documents' display fields), so every node answers from the same index and loads
 * it when another node built a newer one; `content_changed_at` is set when profiles or posts
 * changed after the build (the index is then outdated, like after a publish).
 *
 * `search_build_lease` is the one-build-at-a-time lease across nodes: a build holds the row
 * until `expires_at` (an ISO date-time, compared as text) and renews it while it runs; a request while it is held joins
 * that build (`job_id`). `progress` is the build's last reported phase (JSON).
 *
 * `search_misses` counts questions that found nothing worth opening, by normalised text only
 * (no user, no time of each question): the list administrators read.
 */
export const searchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('search_indexes')
      .addColumn('architecture_id', 'text', (c) => c.primaryKey())
      .addColumn('published_version', 'integer', (c) => c.notNull())
      .addColumn('built_at', 'text', (c) => c.notNull())
      .addColumn('items_per_kind', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('content_changed_at', 'text')
      .execute();

    await db.schema
      .createTable('search_build_lease')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('progress', 'text')
      .execute();

    await db.schema
      .createTable('search_misses')
      .addColumn('query', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .execute();
  },
};
