import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { CaptureRateLimitsRepository } from '../capture/capture-rate-limits.repository';

export type SsoRequestKind = 'start' | 'acs';

/**
 * Requests per minute and IP address to the public single sign-on routes: each start stores a
 * sign-on and may reach out to the identity provider, each ACS post is an XML signature check.
 * High enough for the attendees of one company behind one address logging in together.
 */
export const ssoRateLimits: Record<SsoRequestKind, number> = { start: 120, acs: 120 };
export const SSO_RATE_WINDOW_SECONDS = 60;

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters per IP in the database (the capture routes' table), so that every node
 * of a scaled-out deployment counts the same requests.
 */
export function createSsoRateLimiter(deps: {
  counters: CaptureRateLimitsRepository;
  now: Clock;
  limits?: Record<SsoRequestKind, number>;
}) {
  const { counters, now } = deps;
  const limits = deps.limits ?? ssoRateLimits;
  const windowMs = SSO_RATE_WINDOW_SECONDS * 1000;
  let lastPurge = 0;

  return {
    /** Counts one request of `kind` from `ip`; throws `rate.limited` (429, Retry-After) over the limit. */
    async consume(kind: SsoRequestKind, ip: string) {
      const at = now().getTime();
      const windowStart = at - (at % windowMs);
      if (at - lastPurge > PURGE_EVERY_MS) {
        lastPurge = at;
        await counters.purge(new Date(windowStart - windowMs).toISOString());
      }
      const count = await counters.hit(`sso-${kind}:ip:${ip}`, new Date(windowStart).toISOString());
      if (count > limits[kind]) {
        throw new AppError('rate.limited', 'Too many sign-in requests. Please try again later.', undefined, {
          'retry-after': String(Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000))),
        });
      }
    },
  };
}

export type SsoRateLimiter = ReturnType<typeof createSsoRateLimiter>;
