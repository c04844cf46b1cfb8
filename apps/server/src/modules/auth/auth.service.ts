import { randomUUID } from 'node:crypto';
import type { LoginOption, LoginRequest, Role, UserInfo } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { AttemptPolicy } from './login-attempts.repository';
import { type LoginThrottle, passwordAccountKey } from './login-throttle.service';
import { hashPassword, needsRehash, verifyPassword } from './password';
import type {
  IssuedSession,
  LoginClient,
  LoginContext,
  RefreshResult,
  SessionService,
  SessionUser,
} from './session.service';
import type { TokenService } from './token.service';
import { presentUserInfo } from './user-info.presenter';
import type { UserRecord, UsersRepository } from './users.repository';

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  sessions: SessionService;
  throttle: LoginThrottle;
  loginOptions: { list(): Promise<LoginOption[]> };
  /** Guest logins per IP address (each one creates an account). */
  guestIpLimit: { maxFailures: number; windowSeconds: number };
}) {
  const guestPolicy: AttemptPolicy = { ...deps.guestIpLimit, lockSeconds: deps.guestIpLimit.windowSeconds };
  const { users, sessions, throttle } = deps;
  // Unknown emails are checked against a throwaway hash so that the answer takes as long as for
  // a known email with a wrong password.
  let dummyHash: Promise<string> | undefined;
  const hashFor = (hash: string | null | undefined) => {
    if (hash) return Promise.resolve(hash);
    dummyHash ??= hashPassword('not-a-real-password');
    return dummyHash;
  };

  return {
    /** Checks email and password, counting failures per account and per IP (lockout). */
    async login({ email, password }: LoginRequest, ip: string): Promise<UserRecord> {
      const normalized = email.trim().toLowerCase();
      return throttle.attempt({ account: passwordAccountKey(normalized), ip }, async () => {
        const user = await users.findByEmail(normalized);
        const valid = await verifyPassword(await hashFor(user?.passwordHash), password);
        if (!user?.passwordHash || !valid) {
          throw new AppError('auth.invalid_credentials', 'Invalid credentials.');
        }
        if (needsRehash(user.passwordHash))
          await users.setPasswordHash(user.id, await hashPassword(password));
        return user;
      });
    },

    /**
     * Starts a session for a user who has just logged in (any way, single sign-on included):
     * records the login event, returns the access token and the refresh token for the cookie.
     */
    issueSession(user: SessionUser, context?: LoginContext, client?: LoginClient): Promise<IssuedSession> {
      return sessions.issue(user, context, client);
    },

    /** Continues the session of a refresh token (the cookie's), rotating it. */
    refreshSession(refreshToken: string | undefined): Promise<RefreshResult> {
      return sessions.refresh(refreshToken);
    },

    /** Ends the session of a refresh token (the cookie's). */
    logout(refreshToken: string | undefined): Promise<void> {
      return sessions.logout(refreshToken);
    },

    /** A new guest account, when the venue offers anonymous access; limited per IP address. */
    async createGuest(ip: string): Promise<UserRecord> {
      const options = await deps.loginOptions.list();
      if (!options.some((option) => option.loginType === 'ANONYMOUS')) {
        throw new AppError('auth.forbidden', 'This venue does not offer anonymous access.');
      }
      await throttle.countUse(`guest:ip:${ip}`, guestPolicy);
      const id = randomUUID();
      const { user } = await users.findOrCreateWithoutPassword({
        id,
        email: `guest-${id}@anonymous.invalid`,
        name: null,
        roles: ['guest'],
        emailVerified: false,
      });
      return user;
    },

    /** An access token of a new session without a refresh cookie (tests, tools). */
    accessTokenFor(user: SessionUser): Promise<string> {
      return sessions.accessTokenWithoutCookie(user);
    },

    async userInfo(userId: string): Promise<UserInfo> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('user.not_found', 'This account no longer exists.');
      return presentUserInfo(user);
    },

    /**
     * The configured administrator, created on a fresh install so that someone can log in to the
     * studio; an existing account (its password possibly changed since) is left as it is.
     */
    async ensureAdministrator(email: string, password: string) {
      if (await users.findByEmail(email.toLowerCase())) return false;
      await this.ensureUser(email, password, ['administrator'], 'Administrator');
      return true;
    },

    async ensureUser(email: string, password: string, roles: Role[], name: string | null = null) {
      return users.upsert({
        email: email.toLowerCase(),
        passwordHash: await hashPassword(password),
        name,
        roles,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
