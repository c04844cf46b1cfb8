import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { answerFrameworkError, registerErrorHandling } from './errors/error-handler.plugin';
import { createAssetAccessService } from './modules/assets/asset-access.service';
import { createAssetStorage } from './modules/assets/asset-storage';
import { assetsRoutes } from './modules/assets/assets.routes';
import { type AssetsService, createAssetsService } from './modules/assets/assets.service';
import { createStoredFilesRepository } from './modules/assets/stored-files.repository';
import { createAccountServices, registerAccountRoutes } from './modules/auth/accounts.module';
import { registerAuthentication } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthService } from './modules/auth/auth.service';
import { createLoginOptionsService } from './modules/auth/login-options.service';
import { createSettingsRepository } from './modules/auth/settings.repository';
import { createTokenService } from './modules/auth/token.service';
import { registerCaptureModule } from './modules/capture/capture.module';
import { designerRoutes } from './modules/designer/designer.routes';
import { createDesignerService, type DesignerService } from './modules/designer/designer.service';
import { healthRoutes } from './modules/health/health.routes';
import { createProfilesRepository } from './modules/profiles/profiles.repository';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { createProfilesService, type ProfilesService } from './modules/profiles/profiles.service';
import type { RegistrationsService } from './modules/registrations/registrations.service';
import { createIssuerHostCheck, withIssuerHostCheck } from './modules/sso/issuer-host.check';
import { ssoRoutes } from './modules/sso/sso.routes';
import { uiConfigRoutes } from './modules/ui-config/ui-config.routes';
import { createPublicationCache } from './modules/venue/publication.cache';
import { createVenueRepository } from './modules/venue/venue.repository';
import { venueRoutes } from './modules/venue/venue.routes';
import { createVenueService, type VenueService } from './modules/venue/venue.service';
import { AccessLogController } from './plugins/access-log.controller';
import { registerCompression } from './plugins/compression.plugin';
import { registerJsonBodyParser } from './plugins/json-body.parser';
import { MULTIPART_LIMITS } from './plugins/multipart-file';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerSecurity, trackerOrigin } from './plugins/security.plugin';
import { registerWeb } from './plugins/web.plugin';

export type Services = {
  database: DatabaseHandle;
  auth: AuthService;
  venues: VenueService;
  designer: DesignerService;
  assets: AssetsService;
  registrations: RegistrationsService;
  profiles: ProfilesService;
};

export type App = FastifyInstance & { services: Services };

/** Builds the whole server: migrations, services, routes. Tests call this too. */
export async function buildApp(
  config: Config,
  options: {
    logger?: boolean;
    /** The clock of lockouts and token expiry (tests move it). */
    now?: Clock;
  } = {},
): Promise<App> {
  const database = openDatabase(config);
  await migrateToLatest(database.db);

  const settings = createSettingsRepository(database.db);
  const jwtSecret =
    config.jwtSecret ?? (await settings.getOrInit('jwt_secret', () => randomBytes(48).toString('base64url')));
  const tokens = createTokenService(jwtSecret, config.accessTokenTtlSeconds);
  const assets = createAssetsService(
    createStoredFilesRepository(database.db),
    createAssetStorage(join(config.dataDir, 'assets')),
  );
  const venueRepository = createVenueRepository(database.db);
  const publications = createPublicationCache(venueRepository);
  const venues = createVenueService(venueRepository, publications);
  const loginOptions = withIssuerHostCheck(
    createLoginOptionsService(database.db),
    createIssuerHostCheck({ allowPrivateHosts: config.oidcAllowPrivateHosts }),
  );
  const assetAccess = await createAssetAccessService(database.db, options.now ?? systemClock, {
    loginOptions,
    publicAssetUris: () => venues.publicAssetUris(),
  });
  const designer = createDesignerService(database, assets, publications);
  const accounts = createAccountServices({
    database,
    config,
    tokens,
    loginOptions,
    publications,
    now: options.now ?? systemClock,
  });
  const { auth, registrations } = accounts;
  const profiles = createProfilesService({
    profiles: createProfilesRepository(database.db),
    users: accounts.users,
    venues,
    files: assets,
  });
  const services: Services = { database, auth, venues, designer, assets, registrations, profiles };

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    logController: new AccessLogController(),
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', () => database.close());
  // JSON and multipart only: anything else is refused with 415 before a route sees it.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

  registerErrorHandling(app);
  registerSecurity(app, { trackerOrigin: trackerOrigin(config.uiConfigFile) });
  registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, ...MULTIPART_LIMITS },
  });
  await registerOpenApi(app);
  registerAuthentication(app, tokens, accounts.sessionGuard);

  await app.register(healthRoutes(database.db));
  await app.register(authRoutes(auth, loginOptions));
  await registerAccountRoutes(app, accounts, config);
  await app.register(ssoRoutes({ config, database, auth, now: options.now ?? systemClock }));
  await app.register(venueRoutes(venues, loginOptions));
  await app.register(designerRoutes(designer, assets));
  await app.register(assetsRoutes(assets, venues, assetAccess));
  await app.register(profilesRoutes(profiles));
  await app.register(uiConfigRoutes(config.uiConfigFile));
  await registerCaptureModule(app, { database, venues, now: options.now ?? systemClock });
  await registerWeb(app, config.webDistDir);

  await auth.ensureUser(config.admin.email, config.admin.password, ['administrator'], 'Administrator');
  app.decorate('services', services);
  return app as unknown as App;
}
