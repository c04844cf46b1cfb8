import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import type { MailService } from '../mail/mail.service';
import { createAuthService } from './auth.service';
import { createLoginAttemptsRepository } from './login-attempts.repository';
import { createLoginEventsRepository } from './login-events.repository';
import type { LoginOptionsService } from './login-options.service';
import { createLoginThrottle } from './login-throttle.service';
import { createPasswordResetService } from './password-reset.service';
import { createPasswordResetTokensRepository } from './password-reset-tokens.repository';
import { createRefreshTokensRepository } from './refresh-tokens.repository';
import { createSessionService } from './session.service';
import { createSessionGuard } from './session-guard.service';
import type { TokenService } from './token.service';
import { createUsersRepository } from './users.repository';

/**
 * Accounts and sessions: users, the login throttle (lockout), refresh-token sessions and their
 * guard, logins and password reset. Its neighbours come in as dependencies.
 */
export function createAccountsModule(deps: {
  database: DatabaseHandle;
  config: Pick<Config, 'loginIpLimit' | 'guestLoginIpLimit' | 'refreshTokenTtlDays' | 'publicUrl' | 'env'>;
  tokens: TokenService;
  loginOptions: LoginOptionsService;
  mail: MailService;
  /** The published architecture, recorded with logins that name none. */
  liveArchitectureId: () => Promise<string | null>;
  /** The address the server announced at start (see serverUrl). */
  serverUrl: () => string;
  now: Clock;
  events?: EventBus;
}) {
  const { database, config, tokens, loginOptions, now } = deps;
  const users = createUsersRepository(database.db);
  const throttle = createLoginThrottle({
    attempts: createLoginAttemptsRepository(database.db),
    now,
    ipPolicy: config.loginIpLimit,
  });
  const refreshTokens = createRefreshTokensRepository(database);
  const sessionGuard = createSessionGuard({
    isSessionLive: (sessionId) => refreshTokens.isFamilyLive(sessionId, now().toISOString()),
    loginRequired: () => loginOptions.loginRequired(),
    now,
  });
  const sessions = createSessionService({
    refreshTokens,
    tokens,
    guard: sessionGuard,
    loginEvents: createLoginEventsRepository(database.db),
    now,
    refreshTtlDays: config.refreshTokenTtlDays,
    liveArchitectureId: deps.liveArchitectureId,
    events: deps.events,
  });
  const auth = createAuthService({
    users,
    tokens,
    sessions,
    throttle,
    loginOptions,
    guestIpLimit: config.guestLoginIpLimit,
  });
  const passwordReset = createPasswordResetService({
    users,
    resetTokens: createPasswordResetTokensRepository(database.db),
    sessions,
    throttle,
    mail: deps.mail,
    now,
    publicUrl: config.publicUrl,
    serverUrl: deps.serverUrl,
    production: config.env === 'production',
  });
  return { users, throttle, sessions, sessionGuard, auth, passwordReset };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
