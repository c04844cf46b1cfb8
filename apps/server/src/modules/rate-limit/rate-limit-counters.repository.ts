import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Fixed-window request counters in the database, so that every node of a scaled-out deployment
 * counts the same requests. Each count is one atomic upsert, safe under concurrent requests.
 * (The table keeps the name it got when only the capture routes were limited.)
 */
export function createRateLimitCountersRepository(db: Db) {
  return {
    /** Counts one request for `key` in the window starting at `windowStart`; returns the window's count. */
    async hit(key: string, windowStart: string): Promise<number> {
      // In ON CONFLICT … DO UPDATE both databases read the old row through the table name.
      const row = await db
        .insertInto('capture_rate_limits')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`(case when capture_rate_limits.window_start = ${windowStart} then capture_rate_limits.count + 1 else 1 end)`,
            window_start: windowStart,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Forgets counters of windows that started before `before`. */
    async purge(before: string) {
      await db.deleteFrom('capture_rate_limits').where('window_start', '<', before).execute();
    },
  };
}

export type RateLimitCountersRepository = ReturnType<typeof createRateLimitCountersRepository>;
