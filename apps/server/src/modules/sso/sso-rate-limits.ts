import { clientRateRule } from '../rate-limit/client-rate-limit';
import type { ClientRateRule } from '../rate-limit/rate-limit.types';

export type SsoRequestKind = 'start' | 'acs';

/**
 * Requests per minute and IP address to the public single sign-on routes: each start stores a
 * sign-on and may reach out to the identity provider, each ACS post is an XML signature check.
 * High enough for the attendees of one company behind one address logging in together.
 */
export const ssoRateLimits: Record<SsoRequestKind, number> = { start: 120, acs: 120 };
export const SSO_RATE_WINDOW_SECONDS = 60;

const refusal = {
  id: 'rate.limited',
  message: 'Too many sign-in requests. Please try again later.',
} as const;

export const ssoRateRules: Record<SsoRequestKind, ClientRateRule> = {
  start: clientRateRule('sso-start', { perIp: ssoRateLimits.start }, SSO_RATE_WINDOW_SECONDS, refusal),
  acs: clientRateRule('sso-acs', { perIp: ssoRateLimits.acs }, SSO_RATE_WINDOW_SECONDS, refusal),
};
