import type { Kysely, Migration } from 'kysely';

/**
 * Attendee profiles, one per user and venue architecture: the attribute values as JSON text
 * (keys of the standard fields and the venue's `userProfileAttributes`), whether the account's
 * email is shared, and the storage key of the avatar image (null without one).
 */
export const userProfilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // No foreign key to users, as for the other per-user tables.
    await db.schema
      .createTable('user_profiles')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('architecture_id', 'text', (c) => c.notNull())
      .addColumn('attribute_values', 'text', (c) => c.notNull())
      .addColumn('share_email', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avatar_key', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_profiles_pk', ['user_id', 'architecture_id'])
      .execute();
  },
};
