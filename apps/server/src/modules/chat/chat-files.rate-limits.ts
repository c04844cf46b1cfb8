import { clientRateRule } from '../rate-limit/client-rate-limit';
import type { ClientRateRule } from '../rate-limit/rate-limit.types';

export const CHAT_FILE_RATE_WINDOW_SECONDS = 60;

/**
 * Chat file uploads per minute: per user, and per IP address (high, since the attendees of one
 * company often share an address). Each costs up to 5 MB of disk and, for images, a decode.
 */
export const chatFileRateLimits = { upload: { perUser: 20, perIp: 400 } } as const;

export const chatFileRateRules = {
  upload: clientRateRule('chatFileUpload', chatFileRateLimits.upload, CHAT_FILE_RATE_WINDOW_SECONDS, {
    id: 'rate.limited',
    message: 'Too many files uploaded. Please try again in a minute.',
  }),
} satisfies Record<string, ClientRateRule>;
