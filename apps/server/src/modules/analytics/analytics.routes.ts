import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { AnalyticsService } from './analytics.service';
import { analyticsRateRule } from './analytics-rate-limit';

const EVENT_BODY_LIMIT_BYTES = 4 * 1024;

export function analyticsRoutes(analytics: AnalyticsService, limiter: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      httpContract.analytics.record,
      async (request, reply) => reply.code(202).send(await analytics.record(request.principal, request.body)),
      { bodyLimit: EVENT_BODY_LIMIT_BYTES, onRequest: rateLimitHook(limiter, analyticsRateRule) },
    );

    registerRoute(app, httpContract.analytics.summary, (request) => analytics.summary(request.query));
  };
}
