import {
  analyticsEventReceiptSchema,
  analyticsEventSchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
} from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../capture/capture.routes';
import type { CaptureRateLimiter } from '../capture/capture-rate-limit.service';
import type { AnalyticsService } from './analytics.service';

const EVENT_BODY_LIMIT_BYTES = 4 * 1024;

export function analyticsRoutes(
  analytics: AnalyticsService,
  limiter: CaptureRateLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/capture/analytics',
      {
        config: { access: 'public' },
        bodyLimit: EVENT_BODY_LIMIT_BYTES,
        onRequest: rateLimited(limiter, 'analytics'),
        schema: {
          tags: ['analytics'],
          summary: 'Record a first-party analytics event of the live venue',
          description:
            'The user id of the access token is stored only when the venue enables personalized tracking and `personalized` is true; a body never carries a user id. Not live: 404 venue.not_published. Too many requests from this client: 429 capture.rate_limited with Retry-After.',
          // The access token is optional: it names the user where there is one.
          security: [{}, { bearer: [] }],
          body: analyticsEventSchema,
          response: { 202: analyticsEventReceiptSchema },
        },
      },
      async (request, reply) => reply.code(202).send(await analytics.record(request.principal, request.body)),
    );

    app.get(
      '/api/analytics/summary',
      {
        config: { access: 'analytics.read' },
        schema: {
          tags: ['analytics'],
          summary: 'Events per day, area, widget and category/action (administrators)',
          querystring: analyticsSummaryQuerySchema,
          response: { 200: analyticsSummarySchema },
        },
      },
      async (request) => analytics.summary(request.query),
    );
  };
}
