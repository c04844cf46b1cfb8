import { clientRateRule, TOO_MANY_REPORTS } from '../rate-limit/client-rate-limit';
import type { ClientRateRule } from '../rate-limit/rate-limit.types';

export type CaptureKind = 'cookiePreferences' | 'log';

export const CAPTURE_RATE_WINDOW_SECONDS = 60;

/**
 * Requests per minute and capture route. Every request counts against its IP address, a
 * logged-in one also against its user. The per-IP limits are high because the attendees of one
 * company often share an address; the per-user limits stop a single client flooding the logs.
 */
export const captureRateLimits: Record<CaptureKind, { perUser: number; perIp: number }> = {
  cookiePreferences: { perUser: 20, perIp: 300 },
  log: { perUser: 60, perIp: 600 },
};

export const captureRateRules: Record<CaptureKind, ClientRateRule> = {
  cookiePreferences: clientRateRule(
    'cookiePreferences',
    captureRateLimits.cookiePreferences,
    CAPTURE_RATE_WINDOW_SECONDS,
    TOO_MANY_REPORTS,
  ),
  log: clientRateRule('log', captureRateLimits.log, CAPTURE_RATE_WINDOW_SECONDS, TOO_MANY_REPORTS),
};
