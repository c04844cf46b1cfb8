/** At most `limit` takes per `windowMs` for one key. */
export type RatePolicy = { limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; retryAfterMs: number };

/**
 * Counts takes per key and window. Routes use the database-backed limiter (shared by every
 * node); socket events use the in-memory one per connection.
 */
export interface RateLimiter {
  take(key: string, policy: RatePolicy): Promise<RateDecision>;
}
