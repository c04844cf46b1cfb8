import { AppError } from '../../errors/app-error';
import type { ClientRateRule, RateClient, RateLimiter } from './rate-limit.types';

/**
 * Counts one request of a client against its rule; throws the rule's 429 (with Retry-After in
 * whole seconds) over a limit. Plain inputs: a route hook and a socket handler call the same.
 */
export async function enforceRateRule(limiter: RateLimiter, rule: ClientRateRule, client: RateClient) {
  const refuse = (retryAfterMs: number) =>
    new AppError(rule.refusal.id, rule.refusal.message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  if (client.userId && rule.perUser) {
    const decision = await limiter.take(`${rule.name}:user:${client.userId}`, rule.perUser);
    if (!decision.allowed) throw refuse(decision.retryAfterMs);
  }
  const decision = await limiter.take(`${rule.name}:ip:${client.ip}`, rule.perIp);
  if (!decision.allowed) throw refuse(decision.retryAfterMs);
}

/** A rule of `limits.perIp` (and `limits.perUser`) requests per window of `windowSeconds`. */
export function clientRateRule(
  name: string,
  limits: { perIp: number; perUser?: number },
  windowSeconds: number,
  refusal: ClientRateRule['refusal'],
): ClientRateRule {
  const windowMs = windowSeconds * 1000;
  return {
    name,
    perIp: { limit: limits.perIp, windowMs },
    ...(limits.perUser === undefined ? {} : { perUser: { limit: limits.perUser, windowMs } }),
    refusal,
  };
}

/** What the routes of browser reports (consent log, front-end log, analytics) answer over a limit. */
export const TOO_MANY_REPORTS: ClientRateRule['refusal'] = {
  id: 'capture.rate_limited',
  message: 'Too many requests. Please try again later.',
};
