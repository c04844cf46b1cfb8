import type { RateDecision, RateLimiter, RatePolicy } from './rate-limit.types';

type Window = { count: number; resetAt: number };

/**
 * Fixed windows per key, in this process's memory: for limits that belong to one process anyway,
 * such as one socket connection's events. Ended windows are swept as keys come and go, so the
 * memory follows the number of keys active within a window; `forget` drops a key at once (a
 * closed connection).
 */
export function createMemoryRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  const sweep = (at: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt <= at) windows.delete(key);
    }
  };

  const limiter = {
    async take(key: string, policy: RatePolicy): Promise<RateDecision> {
      return limiter.takeNow(key, policy);
    },

    /** `take` without the promise, for hot paths that run synchronously. */
    takeNow(key: string, policy: RatePolicy): RateDecision {
      const at = now();
      if (at >= nextSweep) {
        sweep(at);
        nextSweep = at + Math.max(1000, policy.windowMs);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + policy.windowMs };
        windows.set(key, window);
      }
      if (window.count >= policy.limit) return { allowed: false, retryAfterMs: window.resetAt - at };
      window.count += 1;
      return { allowed: true, retryAfterMs: 0 };
    },

    forget(key: string) {
      windows.delete(key);
    },

    /** Keys currently counted (for tests and metrics). */
    size: () => windows.size,
  };
  return limiter satisfies RateLimiter;
}

export type MemoryRateLimiter = ReturnType<typeof createMemoryRateLimiter>;
