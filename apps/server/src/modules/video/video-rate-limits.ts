import { clientRateRule } from '../rate-limit/client-rate-limit';

/**
 * Access requests per minute (each is stored): per user, and per IP address (high, since the
 * attendees of one company often share an address). A call asks once per start or accept.
 */
export const videoAccessRateRule = clientRateRule('videoAccess', { perUser: 30, perIp: 600 }, 60, {
  id: 'rate.limited',
  message: 'Too many video chat requests. Please try again in a minute.',
});
