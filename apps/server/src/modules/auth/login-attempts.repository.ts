import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** How many failures a key may collect within a window, and how long it is locked after that. */
export type AttemptPolicy = { maxFailures: number; windowSeconds: number; lockSeconds: number };

/** A key's answer to a reservation: counted, or refused until `until`. */
export type Reservation = { reserved: true } | { reserved: false; until: string };

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * Attempt counters in the database, so that every node of a scaled-out deployment sees the same
 * lockouts. An attempt is counted (reserved) before its password is checked, by one conditional
 * upsert that counts only while the key is under its limit: of any number of concurrent
 * attempts, on SQLite or PostgreSQL, on one node or several, at most `maxFailures` get through.
 */
export function createLoginAttemptsRepository(db: Db) {
  return {
    /**
     * Counts one attempt for `key` as pending unless it is locked or already holds `maxFailures`
     * attempts, failed or pending. A window that has passed, or a lock that has ended, starts
     * the count again.
     */
    async reserve(key: string, policy: AttemptPolicy, now: Date): Promise<Reservation> {
      const nowIso = now.toISOString();
      const windowStart = after(now, -policy.windowSeconds);
      // In ON CONFLICT … DO UPDATE both databases read the old row through the table name.
      const restart = sql<boolean>`(login_attempts.window_started_at <= ${windowStart} or (login_attempts.locked_until is not null and login_attempts.locked_until <= ${nowIso}))`;
      const row = await db
        .insertInto('login_attempts')
        .values({
          key,
          failures: 0,
          pending: 1,
          window_started_at: nowIso,
          locked_until: null,
          updated_at: nowIso,
        })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              failures: sql<number>`(case when ${restart} then 0 else login_attempts.failures end)`,
              pending: sql<number>`(case when ${restart} then 1 else login_attempts.pending + 1 end)`,
              window_started_at: sql<string>`(case when ${restart} then cast(${nowIso} as text) else login_attempts.window_started_at end)`,
              locked_until: sql<
                string | null
              >`(case when ${restart} then null else login_attempts.locked_until end)`,
              updated_at: nowIso,
            })
            // Only under the limit is the row updated, and so the attempt counted.
            .where(
              sql<boolean>`(${restart} or (login_attempts.locked_until is null and login_attempts.failures + login_attempts.pending < ${policy.maxFailures}))`,
            ),
        )
        .returning('key')
        .executeTakeFirst();
      if (row) return { reserved: true };
      // Refused: until the lock ends, or — while the attempts that fill the limit are still being
      // checked — for as long as a lock would last. (An aggregate always answers one row.)
      const held = await db
        .selectFrom('login_attempts')
        .select(sql<string>`coalesce(max(locked_until), ${after(now, policy.lockSeconds)})`.as('until'))
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return { reserved: false, until: held.until };
    },

    /**
     * Turns a reservation into a failure; the failure that reaches `maxFailures` locks the key for
     * `lockSeconds`. Returns the end of the key's lock, if it is locked.
     */
    async confirmFailure(key: string, policy: AttemptPolicy, now: Date): Promise<string | undefined> {
      const nowIso = now.toISOString();
      // Every right-hand side reads the row as it was before this update.
      const row = await db
        .updateTable('login_attempts')
        .set({
          failures: sql<number>`failures + 1`,
          pending: sql<number>`(case when pending > 0 then pending - 1 else 0 end)`,
          locked_until: sql<
            string | null
          >`(case when failures + 1 >= ${policy.maxFailures} and (locked_until is null or locked_until <= ${nowIso}) then cast(${after(now, policy.lockSeconds)} as text) else locked_until end)`,
          updated_at: nowIso,
        })
        .where('key', '=', key)
        .returning('locked_until')
        .executeTakeFirst();
      // A reserved attempt found the key unlocked and no other could lock it while this one was
      // pending (failures and pending attempts never exceed the limit): a lock here is new.
      return row?.locked_until ?? undefined;
    },

    /** Gives a reservation back: the attempt did not fail (a success, or another kind of error). */
    async release(key: string) {
      await db
        .updateTable('login_attempts')
        .set({ pending: sql<number>`pending - 1` })
        .where('key', '=', key)
        .where('pending', '>', 0)
        .execute();
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
