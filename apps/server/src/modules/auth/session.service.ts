import { randomUUID } from 'node:crypto';
import type { LoginOptionType, Role } from '@atrium/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Clock, isoAfter } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { LoginEventsRepository } from './login-events.repository';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { RefreshTokensRepository } from './refresh-tokens.repository';
import type { TokenService } from './token.service';

export type SessionUser = { id: string; email: string; roles: Role[] };

/** How the user logged in, for the login event; single sign-on calls without it. */
export type LoginContext = { loginType?: LoginOptionType | 'SSO'; architectureId?: string | null };

const header = (request: FastifyRequest, name: string, max: number) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
};

/**
 * Sessions: a short-lived access token (JWT) plus a refresh token in an httpOnly cookie. Refresh
 * tokens rotate on every use; presenting one that was already rotated or revoked means it was
 * copied, so the whole family (every token descended from the same login) is revoked.
 */
export function createSessionService(deps: {
  refreshTokens: RefreshTokensRepository;
  tokens: TokenService;
  loginEvents: LoginEventsRepository;
  now: Clock;
  refreshTtlDays: number;
  publicUrl: string | undefined;
  /** The published architecture, recorded with logins that name none. */
  liveArchitectureId: () => Promise<string | null>;
}) {
  const { refreshTokens, now, publicUrl } = deps;
  const ttlSeconds = deps.refreshTtlDays * 24 * 3600;
  const expired = () => new AppError('auth.unauthorized', 'Your session has expired. Please log in again.');
  let lastPurge = 0;

  /** A new token (returned) with its stored form; purges long-expired tokens once an hour. */
  async function newToken() {
    const at = now();
    if (at.getTime() - lastPurge > 3600_000) {
      lastPurge = at.getTime();
      // Expired tokens are kept a day for reuse detection, then dropped.
      await refreshTokens.purgeExpired(isoAfter(at, -24 * 3600));
    }
    const token = newOpaqueToken();
    const expiresAt = isoAfter(at, ttlSeconds);
    return { token, row: { tokenHash: hashOpaqueToken(token), createdAt: at.toISOString(), expiresAt } };
  }

  return {
    /** Starts a session after any successful login: sets the cookie, records the login event. */
    async issue(reply: FastifyReply, user: SessionUser, context: LoginContext = {}) {
      const { token, row } = await newToken();
      await refreshTokens.insert({ ...row, userId: user.id, familyId: randomUUID() });
      setRefreshCookie(reply, token, new Date(row.expiresAt), publicUrl);
      const request = reply.request;
      const visitorId = header(request, 'x-visitor-id', 64);
      await deps.loginEvents.record({
        userId: user.id,
        loginType: context.loginType ?? 'SSO',
        architectureId: context.architectureId ?? (await deps.liveArchitectureId()),
        visitorId: visitorId && /^[\w-]+$/.test(visitorId) ? visitorId : null,
        referrer: header(request, 'referer', 1000),
        userAgent: header(request, 'user-agent', 512),
        createdAt: now().toISOString(),
      });
      return { accessToken: await deps.tokens.sign(user) };
    },

    /** Rotates the cookie's refresh token and returns a new access token. */
    async refresh(request: FastifyRequest, reply: FastifyReply) {
      const token = readRefreshCookie(request);
      if (!token) throw new AppError('auth.unauthorized', 'You are not logged in.');
      const nowIso = now().toISOString();
      const hash = hashOpaqueToken(token);
      const next = await newToken();
      const user = await refreshTokens.rotate(hash, nowIso, next.row);
      if (!user) {
        const known = await refreshTokens.find(hash);
        if (known?.revokedAt) await refreshTokens.revokeFamily(known.familyId, nowIso);
        clearRefreshCookie(reply, publicUrl);
        throw expired();
      }
      setRefreshCookie(reply, next.token, new Date(next.row.expiresAt), publicUrl);
      return { accessToken: await deps.tokens.sign(user) };
    },

    /** Revokes the cookie's session (its whole family) and clears the cookie. */
    async logout(request: FastifyRequest, reply: FastifyReply) {
      const token = readRefreshCookie(request);
      if (token) {
        const known = await refreshTokens.find(hashOpaqueToken(token));
        if (known) await refreshTokens.revokeFamily(known.familyId, now().toISOString());
      }
      clearRefreshCookie(reply, publicUrl);
    },

    revokeAllOfUser(userId: string) {
      return refreshTokens.revokeAllOfUser(userId, now().toISOString());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
