import type { Kysely, Migration } from 'kysely';

/**
 * Login attempts that are being checked right now (`pending`), besides the failures: an attempt
 * is reserved before its password is checked, so concurrent attempts cannot check more passwords
 * than the lockout allows. Existing counters keep their failures and start with none pending.
 */
export const loginReservationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('login_attempts')
      .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
