import type { Role } from '@atrium/domain';
import type { DatabaseHandle, Db, SqliteStatements } from '../../db/database';

export type RefreshTokenRow = {
  userId: string;
  familyId: string;
  expiresAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
};

export type NewRefreshToken = { tokenHash: string; createdAt: string; expiresAt: string };

type RotatedUser = { id: string; email: string; roles: Role[]; familyId: string };

/**
 * The rotation on SQLite as one synchronous transaction of prepared statements: through Kysely it
 * cost four awaited queries and a query build each, a third of a refresh's CPU (bench/login).
 */
function sqliteRotation(sqlite: SqliteStatements) {
  const mark = sqlite.prepare(
    `update refresh_tokens set rotated_at = ?, revoked_at = ?
     where token_hash = ? and revoked_at is null and expires_at > ? returning user_id, family_id`,
  );
  const owner = sqlite.prepare('select email, roles from users where id = ?');
  const insert = sqlite.prepare(
    `insert into refresh_tokens (token_hash, user_id, family_id, created_at, expires_at, rotated_at, revoked_at)
     values (?, ?, ?, ?, ?, null, null)`,
  );
  return sqlite.transaction((tokenHash: string, now: string, next: NewRefreshToken) => {
    const row = mark.get(now, now, tokenHash, now) as { user_id: string; family_id: string } | undefined;
    if (!row) return undefined;
    const user = owner.get(row.user_id) as { email: string; roles: string } | undefined;
    if (!user) throw new Error('refresh token without its user');
    insert.run(next.tokenHash, row.user_id, row.family_id, next.createdAt, next.expiresAt);
    return {
      id: row.user_id,
      email: user.email,
      roles: JSON.parse(user.roles) as Role[],
      familyId: row.family_id,
    };
  });
}

/** Refresh tokens by their sha-256; a token is valid while not revoked and not expired. */
export function createRefreshTokensRepository(database: DatabaseHandle) {
  const { db, sqlite } = database;
  // Prepared on first use: the tables exist only once the migrations have run.
  let fastRotate: ReturnType<typeof sqliteRotation> | undefined;
  const insert = (
    executor: Pick<Db, 'insertInto'>,
    token: NewRefreshToken & { userId: string; familyId: string },
  ) =>
    executor
      .insertInto('refresh_tokens')
      .values({
        token_hash: token.tokenHash,
        user_id: token.userId,
        family_id: token.familyId,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        rotated_at: null,
        revoked_at: null,
      })
      .execute();

  return {
    async insert(token: NewRefreshToken & { userId: string; familyId: string }) {
      await insert(db, token);
    },

    /**
     * Replaces a valid token by `next` (same user and family) in one transaction, and returns the
     * token's user as stored now (roles may have changed since login). The old token is marked
     * rotated only if it is still valid, in one statement, so of two requests presenting the same
     * token only one wins. Undefined when the token was not valid.
     */
    async rotate(tokenHash: string, now: string, next: NewRefreshToken): Promise<RotatedUser | undefined> {
      // Kysely's own transactions may be open across awaits; then this waits its turn through Kysely.
      if (sqlite && !sqlite.inTransaction) {
        fastRotate ??= sqliteRotation(sqlite);
        return fastRotate(tokenHash, now, next);
      }
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('refresh_tokens')
          .set({ rotated_at: now, revoked_at: now })
          .where('token_hash', '=', tokenHash)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .returning((eb) => [
            'user_id',
            'family_id',
            eb
              .selectFrom('users')
              .select('email')
              .whereRef('users.id', '=', 'refresh_tokens.user_id')
              .as('email'),
            eb
              .selectFrom('users')
              .select('roles')
              .whereRef('users.id', '=', 'refresh_tokens.user_id')
              .as('roles'),
          ])
          .executeTakeFirst();
        if (!row?.email || !row.roles) return undefined;
        await insert(trx, { ...next, userId: row.user_id, familyId: row.family_id });
        return {
          id: row.user_id,
          email: row.email,
          roles: JSON.parse(row.roles) as Role[],
          familyId: row.family_id,
        };
      });
    },

    async find(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['user_id', 'family_id', 'expires_at', 'rotated_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          familyId: row.family_id,
          expiresAt: row.expires_at,
          rotatedAt: row.rotated_at,
          revokedAt: row.revoked_at,
        }
      );
    },

    /** Whether the family (a session) still has a token that is neither revoked nor expired. */
    async isFamilyLive(familyId: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('token_hash')
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The user a token belongs to, as stored now. */
    async owner(userId: string): Promise<{ id: string; email: string; roles: Role[] } | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'email', 'roles'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && { id: row.id, email: row.email, roles: JSON.parse(row.roles) as Role[] };
    },

    async revokeFamily(familyId: string, now: string) {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllOfUser(userId: string, now: string) {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Drops tokens that expired before `before`; revoked ones are kept until then for reuse detection. */
    async purgeExpired(before: string) {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute();
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
