import { clientRateRule, TOO_MANY_REPORTS } from '../rate-limit/client-rate-limit';

/** Analytics events per minute: per user, and per IP address (shared by a company's attendees). */
export const analyticsRateLimits = { perUser: 300, perIp: 3000 };

export const analyticsRateRule = clientRateRule('analytics', analyticsRateLimits, 60, TOO_MANY_REPORTS);
