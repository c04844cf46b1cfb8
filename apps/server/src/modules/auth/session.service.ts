import { createHmac, randomUUID } from 'node:crypto';
import type { LoginOptionType, Role } from '@atrium/domain';
import { type Clock, isoAfter } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import { isGuestOnly } from './authorize';
import type { LoginEventsRepository } from './login-events.repository';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import type { RefreshTokensRepository } from './refresh-tokens.repository';
import type { SessionGuard } from './session-guard.service';
import type { TokenService } from './token.service';

export type SessionUser = { id: string; email: string; roles: Role[] };

/** How the user logged in, for the login event; single sign-on calls without it. */
export type LoginContext = { loginType?: LoginOptionType | 'SSO'; architectureId?: string | null };

/**
 * How long a rotated refresh token still yields its successor: two tabs refreshing at once both
 * get the same new cookie instead of one of them looking like a thief.
 */
export const REFRESH_GRACE_SECONDS = 10;

/** What the browser told about itself at login (request headers), for the login event; as sent. */
export type LoginClient = { visitorId?: string; referrer?: string; userAgent?: string };

/** The refresh token to hand to the browser (the route sets it as the httpOnly cookie). */
export type RefreshCookieValue = { token: string; expires: Date };

/** A started or continued session: the access token, and the refresh token for the cookie. */
export type IssuedSession = { accessToken: string; refreshCookie: RefreshCookieValue };

/** A refresh either continues the session, or fails; `clearCookie` when the cookie's token is dead. */
export type RefreshResult =
  | { ok: true; session: IssuedSession }
  | { ok: false; error: AppError; clearCookie: boolean };

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * Sessions: a short-lived access token (JWT) naming its session, plus a refresh token in an
 * httpOnly cookie. Refresh tokens rotate on every use; presenting one that was rotated more than
 * REFRESH_GRACE_SECONDS ago, or revoked, means it was copied, so the whole family (the session:
 * every token descended from the same login) is revoked. A rotated token's successor is derived
 * from it with a server key, so within the grace window it can be handed out again without being
 * stored anywhere.
 */
export function createSessionService(deps: {
  refreshTokens: RefreshTokensRepository;
  tokens: TokenService;
  guard: SessionGuard;
  loginEvents: LoginEventsRepository;
  now: Clock;
  refreshTtlDays: number;
  /** The published architecture, recorded with logins that name none. */
  liveArchitectureId: () => Promise<string | null>;
  /** Told when sessions end (the realtime gateway closes their connections, on every node). */
  events?: Pick<EventBus, 'emit'>;
}) {
  const { refreshTokens, now, guard } = deps;
  const ttlSeconds = deps.refreshTtlDays * 24 * 3600;
  const successorKey = deps.tokens.subkey('atrium refresh-token successor');
  const successorOf = (token: string) => createHmac('sha256', successorKey).update(token).digest('base64url');
  const expired = () => new AppError('auth.unauthorized', 'Your session has expired. Please log in again.');
  let lastPurge = 0;

  /** The stored form of a new token; purges long-expired tokens once an hour. */
  async function newRow(token: string) {
    const at = now();
    if (at.getTime() - lastPurge > 3600_000) {
      lastPurge = at.getTime();
      // Expired tokens are kept a day for reuse detection, then dropped.
      await refreshTokens.purgeExpired(isoAfter(at, -24 * 3600));
    }
    const expiresAt = isoAfter(at, ttlSeconds);
    return { tokenHash: hashOpaqueToken(token), createdAt: at.toISOString(), expiresAt };
  }

  async function startSession(user: SessionUser) {
    const token = newOpaqueToken();
    const row = await newRow(token);
    const familyId = randomUUID();
    await refreshTokens.insert({ ...row, userId: user.id, familyId });
    return { token, expiresAt: row.expiresAt, familyId };
  }

  async function endSession(familyId: string, userId: string) {
    await refreshTokens.revokeFamily(familyId, now().toISOString());
    guard.ended(familyId, userId);
    deps.events?.emit('session.ended', { sessionId: familyId, userId });
  }

  /**
   * A token rotated within the grace window: its successor again, while that one is valid.
   * Anything else presented after rotation or revocation ends the session (reuse detection).
   */
  async function replay(token: string, hash: string) {
    const known = await refreshTokens.find(hash);
    if (!known?.revokedAt) return undefined;
    const at = now();
    const rotatedAt = known.rotatedAt ? Date.parse(known.rotatedAt) : Number.NaN;
    if (at.getTime() - rotatedAt <= REFRESH_GRACE_SECONDS * 1000) {
      const successor = successorOf(token);
      const next = await refreshTokens.find(hashOpaqueToken(successor));
      const user =
        next && !next.revokedAt && next.expiresAt > at.toISOString()
          ? await refreshTokens.owner(next.userId)
          : undefined;
      if (user) {
        const cookie = { token: successor, expires: new Date(next!.expiresAt) };
        return { user, familyId: known.familyId, cookie };
      }
      return undefined;
    }
    await endSession(known.familyId, known.userId);
    return undefined;
  }

  return {
    /** Starts a session after any successful login and records the login event. */
    async issue(
      user: SessionUser,
      context: LoginContext = {},
      client: LoginClient = {},
    ): Promise<IssuedSession> {
      const session = await startSession(user);
      const visitorId = clip(client.visitorId, 64);
      await deps.loginEvents.record({
        userId: user.id,
        loginType: context.loginType ?? 'SSO',
        architectureId: context.architectureId ?? (await deps.liveArchitectureId()),
        visitorId: visitorId && /^[\w-]+$/.test(visitorId) ? visitorId : null,
        referrer: clip(client.referrer, 1000),
        userAgent: clip(client.userAgent, 512),
        createdAt: now().toISOString(),
      });
      return {
        accessToken: await deps.tokens.sign(user, session.familyId),
        refreshCookie: { token: session.token, expires: new Date(session.expiresAt) },
      };
    },

    /** An access token of a session of its own whose refresh token is never handed out (tests, tools). */
    async accessTokenWithoutCookie(user: SessionUser): Promise<string> {
      const session = await startSession(user);
      return deps.tokens.sign(user, session.familyId);
    },

    /** Rotates the cookie's refresh token (`token`, if one came) and returns a new access token. */
    async refresh(token: string | undefined): Promise<RefreshResult> {
      if (!token) {
        return {
          ok: false,
          error: new AppError('auth.unauthorized', 'You are not logged in.'),
          clearCookie: false,
        };
      }
      const nowIso = now().toISOString();
      const hash = hashOpaqueToken(token);
      const successor = successorOf(token);
      const row = await newRow(successor);
      const rotated = await refreshTokens.rotate(hash, nowIso, row);
      const session = rotated
        ? {
            user: rotated,
            familyId: rotated.familyId,
            cookie: { token: successor, expires: new Date(row.expiresAt) },
          }
        : await replay(token, hash);
      if (!session) return { ok: false, error: expired(), clearCookie: true };
      // A guest's session ends as soon as the venue stops offering anonymous access.
      if (isGuestOnly(session.user) && !(await guard.guestsAdmitted())) {
        await endSession(session.familyId, session.user.id);
        return { ok: false, error: expired(), clearCookie: true };
      }
      const accessToken = await deps.tokens.sign(session.user, session.familyId);
      return { ok: true, session: { accessToken, refreshCookie: session.cookie } };
    },

    /** Revokes the session of the cookie's refresh token (its whole family); the route clears the cookie. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const known = await refreshTokens.find(hashOpaqueToken(token));
      if (known) await endSession(known.familyId, known.userId);
    },

    async revokeAllOfUser(userId: string) {
      await refreshTokens.revokeAllOfUser(userId, now().toISOString());
      guard.endedForUser(userId);
      deps.events?.emit('user.sessions.ended', { userId });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
