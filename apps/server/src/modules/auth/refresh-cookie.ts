import { REFRESH_COOKIE_NAME } from '@atrium/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession, LoginClient, RefreshCookieValue } from './session.service';

/** The cookie is sent only to the session endpoints, never readable by scripts. */
const PATH = '/api/auth';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** What a login request tells about its browser (the session service clips and checks it). */
export function loginClientOf(request: FastifyRequest): LoginClient {
  return {
    visitorId: header(request, 'x-visitor-id'),
    referrer: header(request, 'referer'),
    userAgent: header(request, 'user-agent'),
  };
}

/**
 * The HTTP side of sessions: the refresh token travels in an httpOnly cookie, Secure when the
 * browser talks https (PUBLIC_URL says so, or the request came over https).
 */
export function createRefreshCookies(publicUrl: string | undefined) {
  const options = (reply: FastifyReply) =>
    ({
      path: PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: publicUrl?.startsWith('https:') === true || reply.request.protocol === 'https',
    }) as const;

  const set = (reply: FastifyReply, cookie: RefreshCookieValue) =>
    reply.setCookie(REFRESH_COOKIE_NAME, cookie.token, { ...options(reply), expires: cookie.expires });

  return {
    read(request: FastifyRequest): string | undefined {
      const value = request.cookies[REFRESH_COOKIE_NAME];
      return value && value.length <= 200 ? value : undefined;
    },

    clear(reply: FastifyReply) {
      reply.clearCookie(REFRESH_COOKIE_NAME, options(reply));
    },

    /** Sets the session's refresh cookie; the access token is the answer. */
    send(reply: FastifyReply, session: IssuedSession): { accessToken: string } {
      set(reply, session.refreshCookie);
      return { accessToken: session.accessToken };
    },
  };
}

export type RefreshCookies = ReturnType<typeof createRefreshCookies>;
