import type { Db } from '../../db/database';

export type UserIdentity = { providerId: string; subject: string; userId: string; email: string | null };

/** Links between identity-provider accounts and users. */
export function createUserIdentitiesRepository(db: Db) {
  return {
    async find(providerId: string, subject: string): Promise<UserIdentity | undefined> {
      const row = await db
        .selectFrom('user_identities')
        .select(['provider_id', 'subject', 'user_id', 'email'])
        .where('provider_id', '=', providerId)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return (
        row && { providerId: row.provider_id, subject: row.subject, userId: row.user_id, email: row.email }
      );
    },

    async listForUser(userId: string): Promise<UserIdentity[]> {
      const rows = await db
        .selectFrom('user_identities')
        .select(['provider_id', 'subject', 'user_id', 'email'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        providerId: row.provider_id,
        subject: row.subject,
        userId: row.user_id,
        email: row.email,
      }));
    },

    async link(identity: UserIdentity, now: string): Promise<void> {
      await db
        .insertInto('user_identities')
        .values({
          provider_id: identity.providerId,
          subject: identity.subject,
          user_id: identity.userId,
          email: identity.email,
          created_at: now,
          last_login_at: now,
        })
        .execute();
    },

    /** Detaches every identity from the user (they no longer log in as it). */
    async unlinkAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    },

    async touch(providerId: string, subject: string, email: string | null, now: string): Promise<void> {
      await db
        .updateTable('user_identities')
        .set({ last_login_at: now, email })
        .where('provider_id', '=', providerId)
        .where('subject', '=', subject)
        .execute();
    },
  };
}

/** A unique or primary-key violation on SQLite or PostgreSQL: someone else inserted the row first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export type UserIdentitiesRepository = ReturnType<typeof createUserIdentitiesRepository>;
