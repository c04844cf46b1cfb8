import type { Clock } from '../../clock';
import type { RateLimiter } from './rate-limit.types';
import type { RateLimitCountersRepository } from './rate-limit-counters.repository';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed windows counted in the database: every node of a scaled-out deployment counts the same
 * requests. A window starts at a multiple of its length, so all nodes agree on it.
 */
export function createDatabaseRateLimiter(deps: {
  counters: RateLimitCountersRepository;
  now: Clock;
}): RateLimiter {
  const { counters, now } = deps;
  let lastPurge = 0;
  let longestWindowMs = 0;

  return {
    async take(key, policy) {
      const at = now().getTime();
      const windowStart = at - (at % policy.windowMs);
      longestWindowMs = Math.max(longestWindowMs, policy.windowMs);
      if (at - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at;
        // A counter of any policy's current window started at most the longest window ago.
        await counters.purge(new Date(at - 2 * longestWindowMs).toISOString());
      }
      const count = await counters.hit(key, new Date(windowStart).toISOString());
      const allowed = count <= policy.limit;
      return { allowed, retryAfterMs: allowed ? 0 : windowStart + policy.windowMs - at };
    },
  };
}
