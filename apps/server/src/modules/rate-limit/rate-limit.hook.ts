import type { FastifyRequest } from 'fastify';
import { enforceRateRule } from './client-rate-limit';
import type { ClientRateRule, RateLimiter } from './rate-limit.types';

/**
 * An `onRequest` hook of a route: counts the request before its body is read, so a client over
 * its limit costs no parsing. The principal is known by then (the authentication hook runs first).
 */
export const rateLimitHook =
  (limiter: RateLimiter, rule: ClientRateRule) => async (request: FastifyRequest) =>
    enforceRateRule(limiter, rule, { ip: request.ip, userId: request.principal?.userId });
