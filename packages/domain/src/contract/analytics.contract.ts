import {
  analyticsEventReceiptSchema,
  analyticsEventSchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
} from '../api/analytics.schema';
import { defineRoute } from './http-route.contract';

export const analyticsRoutes = {
  record: defineRoute({
    method: 'POST',
    path: '/api/capture/analytics',
    access: 'public',
    optionalToken: true,
    tags: ['analytics'],
    summary: 'Record a first-party analytics event of the live venue',
    description:
      'The user id of the access token is stored only when the venue enables personalized tracking and `personalized` is true; a body never carries a user id. Not live: 404 venue.not_published. Too many requests from this client: 429 capture.rate_limited with Retry-After.',
    body: analyticsEventSchema,
    response: { 202: analyticsEventReceiptSchema },
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/analytics/summary',
    access: 'analytics.read',
    tags: ['analytics'],
    summary: 'Events per day, area, widget and category/action (administrators)',
    query: analyticsSummaryQuerySchema,
    response: { 200: analyticsSummarySchema },
  }),
} as const;
