import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** How many failures a key may collect within a window, and how long it is locked after that. */
export type AttemptPolicy = { maxFailures: number; windowSeconds: number; lockSeconds: number };

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * Failed-attempt counters in the database, so that every node of a scaled-out deployment sees
 * the same lockouts. Each change is one atomic upsert, safe under concurrent requests.
 */
export function createLoginAttemptsRepository(db: Db) {
  return {
    /** The latest `locked_until` among the keys that are locked at `now`, with its key. */
    async lockedUntil(keys: string[], now: Date): Promise<{ key: string; until: string } | undefined> {
      const row = await db
        .selectFrom('login_attempts')
        .select(['key', 'locked_until'])
        .where('key', 'in', keys)
        .where('locked_until', '>', now.toISOString())
        .orderBy('locked_until', 'desc')
        .executeTakeFirst();
      return row?.locked_until ? { key: row.key, until: row.locked_until } : undefined;
    },

    /**
     * Counts one failure for `key`. A window that has passed, or a lock that has ended, starts
     * the count again; reaching `maxFailures` locks the key for `lockSeconds`.
     */
    async recordFailure(key: string, policy: AttemptPolicy, now: Date) {
      const nowIso = now.toISOString();
      const windowStart = after(now, -policy.windowSeconds);
      const lockUntil = after(now, policy.lockSeconds);
      // In ON CONFLICT … DO UPDATE both databases read the old row through the table name.
      const restart = sql<boolean>`(login_attempts.window_started_at <= ${windowStart} or (login_attempts.locked_until is not null and login_attempts.locked_until <= ${nowIso}))`;
      const failures = sql<number>`(case when ${restart} then 1 else login_attempts.failures + 1 end)`;
      const row = await db
        .insertInto('login_attempts')
        .values({
          key,
          failures: 1,
          window_started_at: nowIso,
          locked_until: policy.maxFailures <= 1 ? lockUntil : null,
          updated_at: nowIso,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures,
            window_started_at: sql<string>`(case when ${restart} then cast(${nowIso} as text) else login_attempts.window_started_at end)`,
            locked_until: sql<
              string | null
            >`(case when ${failures} >= ${policy.maxFailures} then cast(${lockUntil} as text) else null end)`,
            updated_at: nowIso,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      return { failures: Number(row.failures), lockedUntil: row.locked_until };
    },

    async clear(key: string) {
      await db.deleteFrom('login_attempts').where('key', '=', key).execute();
    },

    /** Forgets counters untouched since `before` (their windows and locks have long ended). */
    async purge(before: string) {
      await db.deleteFrom('login_attempts').where('updated_at', '<', before).execute();
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
