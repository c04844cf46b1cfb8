import type { Kysely, Migration } from 'kysely';

/**
 * What the browser reports: the auditable cookie-consent log, front-end log messages and
 * first-party analytics events, and the request counters that limit those routes on every node.
 * Times are ISO-8601 UTC text; JSON is stored as text; booleans are integers 0/1.
 */
export const captureMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // No foreign key to users: a consent record must outlive the account it was given by.
    await db.schema
      .createTable('cookie_consent_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('email', 'text')
      .addColumn('architecture_id', 'text')
      .addColumn('banner_type', 'text', (c) => c.notNull())
      .addColumn('preferences', 'text', (c) => c.notNull())
      .addColumn('tracking_consent', 'integer', (c) => c.notNull())
      .addColumn('client_details', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cookie_consent_log_created_idx')
      .on('cookie_consent_log')
      .column('created_at')
      .execute();
    await db.schema
      .createIndex('cookie_consent_log_user_idx')
      .on('cookie_consent_log')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('cookie_consent_log_email_idx')
      .on('cookie_consent_log')
      .columns(['email', 'created_at'])
      .execute();

    await db.schema
      .createTable('client_logs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('details', 'text')
      .addColumn('client_details', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('client_logs_created_idx').on('client_logs').column('created_at').execute();

    // `day` (YYYY-MM-DD, UTC) is stored so that the per-day aggregate is a plain GROUP BY on both databases.
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('area_id', 'text')
      .addColumn('widget_id', 'text')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .execute();
    await db.schema
      .createIndex('analytics_events_day_idx')
      .on('analytics_events')
      .columns(['day', 'architecture_id'])
      .execute();
    await db.schema
      .createIndex('analytics_events_architecture_day_idx')
      .on('analytics_events')
      .columns(['architecture_id', 'day'])
      .execute();
    await db.schema
      .createIndex('analytics_events_user_idx')
      .on('analytics_events')
      .column('user_id')
      .execute();

    // Fixed-window request counters by key ('analytics:ip:<address>', 'log:user:<id>', …).
    await db.schema
      .createTable('capture_rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('capture_rate_limits_window_idx')
      .on('capture_rate_limits')
      .column('window_start')
      .execute();
  },
};
