import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/authorize';
import type { CaptureRateLimitsRepository } from './capture-rate-limits.repository';

export type CaptureKind = 'cookiePreferences' | 'log' | 'analytics';

/**
 * Requests per minute and capture route. Every request counts against its IP address, a
 * logged-in one also against its user. The per-IP limits are high because the attendees of one
 * company often share an address; the per-user limits stop a single client flooding the logs.
 */
export const captureRateLimits: Record<CaptureKind, { perUser: number; perIp: number }> = {
  cookiePreferences: { perUser: 20, perIp: 300 },
  log: { perUser: 60, perIp: 600 },
  analytics: { perUser: 300, perIp: 3000 },
};
export const CAPTURE_RATE_WINDOW_SECONDS = 60;

const PURGE_EVERY_MS = 10 * 60 * 1000;

export function createCaptureRateLimiter(deps: {
  counters: CaptureRateLimitsRepository;
  now: Clock;
  limits?: Record<CaptureKind, { perUser: number; perIp: number }>;
}) {
  const { counters, now } = deps;
  const limits = deps.limits ?? captureRateLimits;
  const windowMs = CAPTURE_RATE_WINDOW_SECONDS * 1000;
  let lastPurge = 0;

  const limited = (windowStart: number, at: number) =>
    new AppError('capture.rate_limited', 'Too many requests. Please try again later.', undefined, {
      'retry-after': String(Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000))),
    });

  return {
    /** Counts one request of `kind` from this client; throws `capture.rate_limited` (429) over a limit. */
    async consume(kind: CaptureKind, client: { ip: string; principal: Principal | null }) {
      const at = now().getTime();
      const windowStart = at - (at % windowMs);
      const window = new Date(windowStart).toISOString();
      if (at - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at;
        await counters.purge(new Date(windowStart - windowMs).toISOString());
      }
      // The user's own counter first: a client over its limit no longer uses up its network's.
      if (client.principal) {
        const count = await counters.hit(`${kind}:user:${client.principal.userId}`, window);
        if (count > limits[kind].perUser) throw limited(windowStart, at);
      }
      const count = await counters.hit(`${kind}:ip:${client.ip}`, window);
      if (count > limits[kind].perIp) throw limited(windowStart, at);
    },
  };
}

export type CaptureRateLimiter = ReturnType<typeof createCaptureRateLimiter>;
