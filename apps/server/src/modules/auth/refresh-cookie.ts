import { REFRESH_COOKIE_NAME } from '@atrium/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie is sent only to the session endpoints, never readable by scripts. */
const PATH = '/api/auth';

/** Secure when the browser talks https: PUBLIC_URL says so, or the request came over https. */
const isSecure = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl?.startsWith('https:') === true || request.protocol === 'https';

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  expires: Date,
  publicUrl: string | undefined,
) {
  reply.setCookie(REFRESH_COOKIE_NAME, token, {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(reply.request, publicUrl),
    expires,
  });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string | undefined) {
  reply.clearCookie(REFRESH_COOKIE_NAME, {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(reply.request, publicUrl),
  });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value && value.length <= 200 ? value : undefined;
}
