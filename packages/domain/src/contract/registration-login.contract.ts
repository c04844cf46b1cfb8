import {
  bizzaboLoginRequestSchema,
  cventLoginRequestSchema,
  registrationLoginResponseSchema,
} from '../api/registration-login.schema';
import { defineRoute } from './http-route.contract';

const errors =
  '401 auth.invalid_credentials (no such registration, another email, no email), 403 auth.user_inactive, ' +
  'auth.login_failed when the event is not live, 429 auth.locked / rate.limited after repeated failures.';

/** Ticket-number and confirmation-number logins (spec §7). */
export const registrationLoginRoutes = {
  bizzabo: defineRoute({
    method: 'POST',
    path: '/api/bizzabo/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Log in with a registration (ticket) number and email; sets the refresh cookie',
    description: errors,
    body: bizzaboLoginRequestSchema,
    response: { 200: registrationLoginResponseSchema },
  }),
  cvent: defineRoute({
    method: 'POST',
    path: '/api/cvent/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Log in with a registration confirmation number; sets the refresh cookie',
    description: errors,
    body: cventLoginRequestSchema,
    response: { 200: registrationLoginResponseSchema },
  }),
} as const;
