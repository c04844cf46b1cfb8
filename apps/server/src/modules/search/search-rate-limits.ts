import { clientRateRule } from '../rate-limit/client-rate-limit';
import type { ClientRateRule } from '../rate-limit/rate-limit.types';

export const SEARCH_RATE_WINDOW_SECONDS = 60;

/**
 * Questions per minute, per user and per IP address (shared by every node: the database-backed
 * limiter). Someone typing a question and refining it a few times fits many times over; a script
 * walking the index does not. Update requests are cheap to join but each starts a build at most.
 */
export const searchRateLimits = {
  ask: { perUser: 30, perIp: 900 },
  update: { perUser: 10, perIp: 60 },
} as const;

export const searchRateRules = {
  ask: clientRateRule('search.ask', searchRateLimits.ask, SEARCH_RATE_WINDOW_SECONDS, {
    id: 'rate.limited',
    message: 'Too many questions. Please try again in a minute.',
  }),
  update: clientRateRule('search.update', searchRateLimits.update, SEARCH_RATE_WINDOW_SECONDS, {
    id: 'rate.limited',
    message: 'Too many index update requests. Please try again in a minute.',
  }),
} satisfies Record<string, ClientRateRule>;
