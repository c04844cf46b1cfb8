import type { Db } from '../../db/database';

/** Single-use password-reset tokens by their sha-256. */
export function createPasswordResetTokensRepository(db: Db) {
  return {
    async insert(token: {
      id: string;
      tokenHash: string;
      userId: string;
      createdAt: string;
      expiresAt: string;
    }) {
      await db
        .insertInto('password_reset_tokens')
        .values({
          id: token.id,
          token_hash: token.tokenHash,
          user_id: token.userId,
          created_at: token.createdAt,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** Ends every unused token of the user (a newer mail supersedes older ones). */
    async invalidateForUser(userId: string, now: string) {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    /** Uses the token if it is unused and unexpired, in one statement; returns its user. */
    async consume(tokenHash: string, now: string): Promise<string | undefined> {
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    async purgeExpired(before: string) {
      await db.deleteFrom('password_reset_tokens').where('expires_at', '<', before).execute();
    },
  };
}

export type PasswordResetTokensRepository = ReturnType<typeof createPasswordResetTokensRepository>;
