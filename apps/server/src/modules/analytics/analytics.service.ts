import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_SUMMARY_MAX_DAYS,
  type AnalyticsEvent,
  type AnalyticsEventReceipt,
  type AnalyticsSummary,
  type AnalyticsSummaryQuery,
  isPersonalizedTracking,
} from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/authorize';
import type { AnalyticsRepository } from './analytics.repository';

/** Whether the live venue of an architecture enables personalized tracking; undefined when it is not live. */
export type LiveTrackingSetting = (architectureId: string) => Promise<boolean | undefined>;

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/**
 * First-party analytics. The user id of the access token is stored with an event only under
 * personalized tracking (spec §4): the venue enables it, the visitor consented and a user is
 * logged in. Events are taken for the live venue only.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  trackingEnabled: LiveTrackingSetting;
  now: Clock;
}) {
  const { repository, trackingEnabled, now } = deps;

  return {
    async record(principal: Principal | null, event: AnalyticsEvent): Promise<AnalyticsEventReceipt> {
      const venueEnabled = await trackingEnabled(event.architectureId);
      if (venueEnabled === undefined) {
        throw new AppError('venue.not_published', `The venue ${event.architectureId} is not published.`);
      }
      const personalized = isPersonalizedTracking({
        venueEnabled,
        consent: event.personalized,
        hasUser: principal !== null,
      });
      const at = now();
      const id = randomUUID();
      await repository.insert({
        id,
        createdAt: at.toISOString(),
        day: dayOf(at),
        architectureId: event.architectureId,
        areaId: event.areaId ?? null,
        widgetId: event.widgetId ?? null,
        category: event.category,
        action: event.action,
        name: event.name,
        visitorId: event.visitorId,
        userId: personalized ? principal!.userId : null,
      });
      return { id, personalized };
    },

    /** Aggregates over inclusive UTC days; by default the 30 days up to today. */
    async summary(query: AnalyticsSummaryQuery): Promise<AnalyticsSummary> {
      const to = query.to ?? dayOf(now());
      const from = query.from ?? dayOf(new Date(Date.parse(to) - 29 * DAY_MS));
      if (daysBetween(from, to) < 0) {
        throw new AppError('validation.failed', 'The range is not valid.', [
          { path: 'querystring.from', message: 'Must not be after to' },
        ]);
      }
      if (daysBetween(from, to) >= ANALYTICS_SUMMARY_MAX_DAYS) {
        throw new AppError('validation.failed', 'The range is not valid.', [
          {
            path: 'querystring.from',
            message: `The range may span at most ${ANALYTICS_SUMMARY_MAX_DAYS} days`,
          },
        ]);
      }
      const aggregates = await repository.summary({ from, to, architectureId: query.architectureId });
      return { from, to, ...aggregates };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
