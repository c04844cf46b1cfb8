import { clientRateRule } from '../rate-limit/client-rate-limit';
import type { RatePolicy } from '../rate-limit/rate-limit.types';

/**
 * Messages one user may send per node (all their tabs together), besides each connection's own
 * event limit (50 / 10 s): a person pasting lines or a client sending what it queued offline fits
 * twice over; a script does not.
 */
export const SEND_POLICY: RatePolicy = { limit: 60, windowMs: 10_000 };

/**
 * A typing indicator is relayed at most this often per user and conversation (it shows for
 * CHAT_TYPING_SHOW_MS); more often is answered but not relayed.
 */
export const TYPING_POLICY: RatePolicy = { limit: 1, windowMs: 2_000 };

/** New private chats and groups one user may start (each reaches other people). */
export const CREATE_POLICY: RatePolicy = { limit: 30, windowMs: 10 * 60_000 };

/** Moderation writes per minute (blocks, reports, mutes): per user, and per IP address. */
export const CHAT_MODERATION_RATE_WINDOW_SECONDS = 60;
export const chatModerationRateRule = clientRateRule(
  'chatModeration',
  { perUser: 60, perIp: 1200 },
  CHAT_MODERATION_RATE_WINDOW_SECONDS,
  { id: 'rate.limited', message: 'Too many changes. Please try again in a minute.' },
);
