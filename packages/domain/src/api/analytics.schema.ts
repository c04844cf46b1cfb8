import { z } from 'zod';
import { VISITOR_ID_PATTERN } from '../rules/visitor-id.rule';

/** A visitor id: 16 hex digits as the tracker makes them, or a UUID. */
export const visitorIdSchema = z
  .string()
  .regex(VISITOR_ID_PATTERN, 'Must be 16 to 64 letters, digits or dashes');

/** Spec §7: the kinds of first-party analytics events. */
export const analyticsCategories = [
  'widget',
  'area',
  'chat',
  'download',
  'presence',
  'profile',
  'content-card',
  'like',
  'reaction',
] as const;
export const analyticsCategorySchema = z.enum(analyticsCategories);
export type AnalyticsCategory = z.infer<typeof analyticsCategorySchema>;

export const ANALYTICS_NAME_MAX_LENGTH = 500;

const optionalId = z.string().min(1, 'Must not be empty').max(200, 'Must be at most 200 characters');

/**
 * `POST /api/capture/analytics`: one event. `personalized` says whether the visitor consented
 * to personalized tracking; the server attaches the user id of the access token only when the
 * venue enables it too. A user id is never read from the body.
 */
export const analyticsEventSchema = z.strictObject({
  category: analyticsCategorySchema,
  /** What happened, e.g. 'open', 'enter', 'send', 'download', 'like'. */
  action: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'Must be 1 to 40 lower-case letters, digits or dashes'),
  /** Built by `analyticsEventName` from the architecture id, area name, widget name and content. */
  name: z
    .string()
    .min(1, 'Must not be empty')
    .max(ANALYTICS_NAME_MAX_LENGTH, `Must be at most ${ANALYTICS_NAME_MAX_LENGTH} characters`),
  architectureId: optionalId,
  areaId: optionalId.optional(),
  widgetId: optionalId.optional(),
  visitorId: visitorIdSchema,
  personalized: z.boolean(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsEventReceiptSchema = z.object({
  id: z.string(),
  /** Whether the user id was stored with the event. */
  personalized: z.boolean(),
});
export type AnalyticsEventReceipt = z.infer<typeof analyticsEventReceiptSchema>;

export const ANALYTICS_SUMMARY_MAX_DAYS = 366;

/**
 * `GET /api/analytics/summary` (administrators): `from` and `to` are inclusive UTC days; by
 * default the 30 days up to today.
 */
export const analyticsSummaryQuerySchema = z.strictObject({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  architectureId: optionalId.optional(),
});
export type AnalyticsSummaryQuery = z.infer<typeof analyticsSummaryQuerySchema>;

const count = z.int().nonnegative();

export const analyticsSummarySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totalEvents: count,
  /** Distinct visitor ids over the whole range. */
  visitors: count,
  /** Days with events only, oldest first. */
  perDay: z.array(z.object({ day: z.iso.date(), events: count, visitors: count })),
  /** Most events first; events without an area are left out. */
  perArea: z.array(z.object({ architectureId: z.string(), areaId: z.string(), events: count })),
  perWidget: z.array(z.object({ architectureId: z.string(), widgetId: z.string(), events: count })),
  perCategoryAction: z.array(
    z.object({ category: analyticsCategorySchema, action: z.string(), events: count }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
