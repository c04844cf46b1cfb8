import { clientRateRule } from '../rate-limit/client-rate-limit';
import type { ClientRateRule } from '../rate-limit/rate-limit.types';

export const PROFILE_RATE_WINDOW_SECONDS = 60;

/**
 * Profile writes per minute: per user, and per IP address (high, since the attendees of one
 * company often share an address). An avatar upload costs an image decode and re-encode, so
 * it gets fewer. Reads are not limited: they are cheap and name users by unguessable ids.
 */
export const profileRateLimits = {
  save: { perUser: 60, perIp: 1200 },
  avatar: { perUser: 20, perIp: 300 },
} as const;

const refusal: ClientRateRule['refusal'] = {
  id: 'rate.limited',
  message: 'Too many profile changes. Please try again in a minute.',
};

export const profileRateRules = {
  save: clientRateRule('profileSave', profileRateLimits.save, PROFILE_RATE_WINDOW_SECONDS, refusal),
  avatar: clientRateRule('profileAvatar', profileRateLimits.avatar, PROFILE_RATE_WINDOW_SECONDS, refusal),
} satisfies Record<string, ClientRateRule>;
