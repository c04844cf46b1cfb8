import { z } from 'zod';
import { sessionResponseSchema } from '../api/session.schema';
import { defineRoute } from './http-route.contract';

/** Refresh, logout and the anonymous (guest) login. */
export const sessionRoutes = {
  refresh: defineRoute({
    method: 'POST',
    path: '/api/auth/refresh',
    access: 'public',
    tags: ['auth'],
    summary: 'Rotate the refresh cookie and get a new access token',
    description:
      'Reads the atrium_refresh cookie. A token used twice revokes its whole session (401 auth.unauthorized).',
    response: { 200: sessionResponseSchema },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tags: ['auth'],
    summary: 'End the session of the refresh cookie and clear the cookie',
    response: { 204: z.null().describe('Logged out') },
  }),
  guestLogin: defineRoute({
    method: 'POST',
    path: '/api/capture/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Anonymous login: a new guest account, when the venue offers anonymous access',
    description:
      '403 auth.forbidden where the venue requires login; 429 rate.limited (with Retry-After) after ' +
      'GUEST_LOGIN_IP_MAX guest logins from one address within GUEST_LOGIN_IP_WINDOW_SECONDS.',
    response: { 200: sessionResponseSchema },
  }),
} as const;
