import type { ErrorId } from '@atrium/domain';

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

/**
 * The limits of one kind of request from one client: always per IP address, and for a
 * logged-in client also per user (counted first, so that a client over its own limit no longer
 * uses up its network's).
 */
export type ClientRateRule = {
  /** Names the counters: `<name>:user:<id>`, `<name>:ip:<address>`. */
  name: string;
  perIp: RatePolicy;
  perUser?: RatePolicy;
  /** What a client over a limit is answered (429, with Retry-After). */
  refusal: { id: Extract<ErrorId, 'rate.limited' | 'capture.rate_limited'>; message: string };
};

/** Who asks: the address, and the user where a valid token names one. */
export type RateClient = { ip: string; userId?: string | null };
