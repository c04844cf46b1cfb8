import { z } from 'zod';
import { cookieConsentLevelSchema } from '../venue/venue-enums.schema';

/** The clientUsername of a visitor who is not logged in (spec §3). */
export const ANONYMOUS_CLIENT_USERNAME = 'ANONYM';

/** Longest accepted value of each client-details text; `buildClientDetails` clips to these. */
export const clientDetailsLimits = {
  browser: 64,
  browserVersion: 64,
  os: 64,
  userAgent: 1024,
  browserLanguage: 35,
  venueLanguage: 35,
  architectureId: 200,
  clientUsername: 320,
  clientURL: 2048,
  clientVersion: 32,
} as const;

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

/** Spec §3 "Client details": who sends a capture message, from which browser and page. */
export const clientDetailsSchema = z.strictObject({
  browser: text(clientDetailsLimits.browser),
  browserVersion: text(clientDetailsLimits.browserVersion),
  os: text(clientDetailsLimits.os),
  userAgent: text(clientDetailsLimits.userAgent),
  browserLanguage: text(clientDetailsLimits.browserLanguage),
  cookiesEnabled: z.boolean(),
  venueLanguage: text(clientDetailsLimits.venueLanguage),
  /** Null where no venue is known yet (the login page). */
  architectureId: text(clientDetailsLimits.architectureId).nullable(),
  /** The user's email or name, or ANONYM. */
  clientUsername: text(clientDetailsLimits.clientUsername),
  clientURL: text(clientDetailsLimits.clientURL),
  clientVersion: text(clientDetailsLimits.clientVersion),
});
export type ClientDetails = z.infer<typeof clientDetailsSchema>;

export const COOKIE_PREFERENCES_MAX = 200;

export const cookiePreferenceSchema = z.strictObject({
  id: z.string().min(1, 'Must not be empty').max(200, 'Must be at most 200 characters'),
  accepted: z.boolean(),
});
export type CookiePreference = z.infer<typeof cookiePreferenceSchema>;

/**
 * `POST /api/capture/cookiePreferences`: one save of the cookie banner (spec §3 "cookie
 * preferences message"). The user id and email of the log come from the access token, never
 * from the body.
 */
export const cookiePreferencesMessageSchema = z.strictObject({
  bannerType: cookieConsentLevelSchema,
  cookiePreferences: z
    .array(cookiePreferenceSchema)
    .max(COOKIE_PREFERENCES_MAX, `At most ${COOKIE_PREFERENCES_MAX} providers`),
  /** The personalized-tracking checkbox (false where the banner does not offer it). */
  trackingConsent: z.boolean(),
  clientDetails: clientDetailsSchema,
});
export type CookiePreferencesMessage = z.infer<typeof cookiePreferencesMessageSchema>;

/** The answer to a stored capture message. */
export const captureReceiptSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type CaptureReceipt = z.infer<typeof captureReceiptSchema>;

/** One consent log entry as administrators read it (spec §3 "cookie log"). */
export const cookieConsentLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  bannerType: cookieConsentLevelSchema,
  cookiePreferences: z.array(cookiePreferenceSchema),
  trackingConsent: z.boolean(),
  clientDetails: clientDetailsSchema,
});
export type CookieConsentLogEntry = z.infer<typeof cookieConsentLogEntrySchema>;

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Must be a date (2026-03-01) or an ISO 8601 date-time with a time zone',
});

/**
 * `GET /api/capture/cookiePreferences` (administrators): newest first. `from` and `to` are
 * inclusive; a plain date covers its whole UTC day.
 */
export const cookieConsentLogQuerySchema = z.strictObject({
  userId: z.string().min(1).max(200).optional(),
  email: z.string().min(1).max(320).optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type CookieConsentLogQuery = z.infer<typeof cookieConsentLogQuerySchema>;

export const cookieConsentLogPageSchema = z.object({
  items: z.array(cookieConsentLogEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type CookieConsentLogPage = z.infer<typeof cookieConsentLogPageSchema>;

export const logLevels = ['INFO', 'WARN', 'ERROR'] as const;
export const logLevelSchema = z.enum(logLevels);
export type LogLevel = z.infer<typeof logLevelSchema>;

export const messageOrigins = ['DESIGNER', 'UI'] as const;
export const messageOriginSchema = z.enum(messageOrigins);
export type MessageOrigin = z.infer<typeof messageOriginSchema>;

export const LOG_MESSAGE_MAX_LENGTH = 2000;
export const LOG_DETAILS_MAX_LENGTH = 8192;

/**
 * `POST /api/capture/log` (spec §3 "front-end log message", §6): sent only by logged-in clients
 * with a token; others log to the console. `details` is text (a stack, or JSON the client wrote).
 */
export const frontEndLogMessageSchema = z.strictObject({
  messageDetails: z.strictObject({
    message: text(LOG_MESSAGE_MAX_LENGTH).min(1, 'Must not be empty'),
    details: text(LOG_DETAILS_MAX_LENGTH).optional(),
  }),
  clientDetails: clientDetailsSchema,
  loglevel: logLevelSchema,
  logCategory: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Must be 1 to 64 letters, digits or _ . : -'),
  messageOrigin: messageOriginSchema,
});
export type FrontEndLogMessage = z.infer<typeof frontEndLogMessageSchema>;
