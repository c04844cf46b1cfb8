import { z } from 'zod';

/** Name of the httpOnly cookie (path /api/auth) that holds the opaque refresh token. */
export const REFRESH_COOKIE_NAME = 'atrium_refresh';

/**
 * The reply of every call that starts or renews a session (`/api/auth/refresh`,
 * `/api/capture/login`): a short-lived access token. The refresh token travels only in the
 * `atrium_refresh` cookie, never in a body.
 */
export const sessionResponseSchema = z.object({
  accessToken: z.string().min(1),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
