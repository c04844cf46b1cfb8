import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { createMailService } from '../mail/mail.service';
import { registrationLoginRoutes } from '../registrations/registration-login.routes';
import { createRegistrationLoginService } from '../registrations/registration-login.service';
import { createRegistrationsRepository } from '../registrations/registrations.repository';
import { registrationsRoutes } from '../registrations/registrations.routes';
import { createRegistrationsService } from '../registrations/registrations.service';
import { serverUrl } from '../sso/public-url.helper';
import type { PublicationCache } from '../venue/publication.cache';
import { createAuthService } from './auth.service';
import { createLoginAttemptsRepository } from './login-attempts.repository';
import { createLoginEventsRepository } from './login-events.repository';
import type { LoginOptionsService } from './login-options.service';
import { createLoginThrottle } from './login-throttle.service';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';
import { createPasswordResetTokensRepository } from './password-reset-tokens.repository';
import { createRefreshTokensRepository } from './refresh-tokens.repository';
import { sessionRoutes } from './session.routes';
import { createSessionService } from './session.service';
import { createSessionGuard } from './session-guard.service';
import type { TokenService } from './token.service';
import { createUsersRepository } from './users.repository';

/** Wires accounts and logins: sessions, lockout, registrations, ticket/confirmation and guest logins. */
export function createAccountServices(deps: {
  database: DatabaseHandle;
  config: Config;
  tokens: TokenService;
  publications: PublicationCache;
  loginOptions: LoginOptionsService;
  now: Clock;
}) {
  const { database, config, tokens, publications, now, loginOptions } = deps;
  const users = createUsersRepository(database.db);
  const live = async () => {
    const publication = await publications.get();
    return publication.publishedVersion >= 1 ? publication.architectureId : null;
  };
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
    publicUrl: config.publicUrl,
    liveArchitectureId: live,
  });
  const auth = createAuthService({
    users,
    tokens,
    sessions,
    throttle,
    loginOptions,
    guestIpLimit: config.guestLoginIpLimit,
  });
  const registrationsRepository = createRegistrationsRepository(database);
  const registrations = createRegistrationsService({ repository: registrationsRepository, now });
  const registrationLogin = createRegistrationLoginService({
    source: registrationsRepository,
    users,
    throttle,
    isLive: async (architectureId) => (await live()) === architectureId,
  });
  const resetTokens = createPasswordResetTokensRepository(database.db);
  return {
    users,
    throttle,
    sessions,
    sessionGuard,
    auth,
    registrations,
    registrationLogin,
    resetTokens,
    now,
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;

/** The routes of accounts and logins besides /api/auth/login (see auth.routes.ts). */
export async function registerAccountRoutes(app: FastifyInstance, accounts: AccountServices, config: Config) {
  const mail = createMailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.addHook('onClose', async () => mail.close());
  if (!config.publicUrl && config.env === 'production') {
    app.log.warn('PUBLIC_URL is not set: password-reset mails are refused until it is');
  }
  const passwordReset = createPasswordResetService({
    users: accounts.users,
    resetTokens: accounts.resetTokens,
    sessions: accounts.sessions,
    throttle: accounts.throttle,
    mail,
    now: accounts.now,
    publicUrl: config.publicUrl,
    serverUrl: () => serverUrl(config, app.server.address()),
    production: config.env === 'production',
  });
  await app.register(sessionRoutes(accounts.auth));
  await app.register(passwordResetRoutes(passwordReset));
  await app.register(registrationsRoutes(accounts.registrations));
  await app.register(registrationLoginRoutes(accounts.registrationLogin, accounts.auth));
}
