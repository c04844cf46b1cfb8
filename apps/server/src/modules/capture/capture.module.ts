import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import { createAnalyticsRepository } from '../analytics/analytics.repository';
import { analyticsRoutes } from '../analytics/analytics.routes';
import { createAnalyticsService } from '../analytics/analytics.service';
import { createLiveTrackingCache } from '../analytics/live-tracking.cache';
import type { VenueService } from '../venue/venue.service';
import { createCaptureRepository } from './capture.repository';
import { captureRoutes } from './capture.routes';
import { createCaptureService } from './capture.service';
import { createCaptureRateLimiter } from './capture-rate-limit.service';
import { createCaptureRateLimitsRepository } from './capture-rate-limits.repository';

/** Wires what the browser reports — consent log, front-end log, analytics — with one rate limiter. */
export async function registerCaptureModule(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; venues: VenueService; now: Clock },
) {
  const { database, venues, now } = deps;
  const limiter = createCaptureRateLimiter({ counters: createCaptureRateLimitsRepository(database.db), now });
  const capture = createCaptureService({ repository: createCaptureRepository(database.db), now });
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(database.db),
    trackingEnabled: createLiveTrackingCache(venues),
    now,
  });
  await app.register(captureRoutes(capture, limiter));
  await app.register(analyticsRoutes(analytics, limiter));
}
