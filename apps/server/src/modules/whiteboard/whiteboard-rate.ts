/** A bucket of `burst` tokens refilled at `perSecond`; a message takes its cost or is refused. */
export function createTokenBucket(perSecond: number, burst: number, now: () => number = Date.now) {
  let tokens = burst;
  let last = now();
  return {
    /** Takes `cost` tokens; answers the milliseconds to wait when there are not enough (0: taken). */
    take(cost = 1): number {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens >= cost) {
        tokens -= cost;
        return 0;
      }
      return Math.ceil(((cost - tokens) / perSecond) * 1000);
    },
  };
}

export type TokenBucket = ReturnType<typeof createTokenBucket>;

/** A large update costs more: one token, and one more per 64 KiB (about 1 MiB/s at the default rate). */
export const updateCost = (bytes: number) => 1 + Math.floor(bytes / (64 * 1024));
