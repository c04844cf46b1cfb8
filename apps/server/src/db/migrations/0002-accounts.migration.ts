import type { Kysely, Migration } from 'kysely';

/**
 * Sessions (refresh tokens), login throttling, password resets, the built-in registration source
 * for ticket and confirmation logins, and the login event log. Times are ISO-8601 UTC text (they
 * sort as text); booleans are integers 0/1.
 */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Only a sha-256 of each refresh token is stored. A family is one login's chain of rotations.
    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('rotated_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_family_idx')
      .on('refresh_tokens')
      .column('family_id')
      .execute();
    await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

    // Failed-attempt counters by key ('password:<email>', 'ip:<address>', …), shared by all nodes.
    await db.schema
      .createTable('login_attempts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_attempts_updated_idx')
      .on('login_attempts')
      .column('updated_at')
      .execute();

    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_idx')
      .on('password_reset_tokens')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('registrations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('name', 'text')
      .addColumn('company', 'text')
      .addColumn('ticket_number', 'integer')
      .addColumn('confirmation_number', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // NULLs are distinct in unique indexes on both databases: many rows may lack a number or email.
    for (const column of ['ticket_number', 'confirmation_number', 'email'] as const) {
      await db.schema
        .createIndex(`registrations_${column}_uq`)
        .on('registrations')
        .columns(['architecture_id', column])
        .unique()
        .execute();
    }

    await db.schema
      .createTable('login_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('login_type', 'text', (c) => c.notNull())
      .addColumn('architecture_id', 'text')
      .addColumn('visitor_id', 'text')
      .addColumn('referrer', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_events_created_idx').on('login_events').column('created_at').execute();
    await db.schema.createIndex('login_events_user_idx').on('login_events').column('user_id').execute();
  },
};
