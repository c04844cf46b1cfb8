import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import { composeServices, type Services } from './composition';
import type { Config } from './config';
import { answerFrameworkError, registerErrorHandling } from './errors/error-handler.plugin';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { assetsRoutes } from './modules/assets/assets.routes';
import { registerAuthentication } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { createRefreshCookies } from './modules/auth/refresh-cookie';
import { sessionRoutes } from './modules/auth/session.routes';
import { captureRoutes } from './modules/capture/capture.routes';
import { chatModerationRoutes } from './modules/chat/chat.routes';
import { chatFilesRoutes } from './modules/chat/chat-files.routes';
import { designerRoutes } from './modules/designer/designer.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mediaBoardLikesRoutes } from './modules/media-board/media-board.routes';
import { mediaBoardRecommendationsRoutes } from './modules/media-board/media-board-recommendations.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { registerRealtime } from './modules/realtime/realtime.plugin';
import { registrationLoginRoutes } from './modules/registrations/registration-login.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { searchRoutesPlugin } from './modules/search/search.routes';
import { socialWallPostRoutes } from './modules/social-wall/social-wall.routes';
import { socialWallImageRoutes } from './modules/social-wall/social-wall-images.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { uiConfigRoutes } from './modules/ui-config/ui-config.routes';
import { venueRoutes } from './modules/venue/venue.routes';
import { videoRoutes } from './modules/video/video.routes';
import { whiteboardRoutesOf } from './modules/whiteboard/whiteboard.routes';
import { AccessLogController } from './plugins/access-log.controller';
import { registerCompression } from './plugins/compression.plugin';
import { registerJsonBodyParser } from './plugins/json-body.parser';
import { MULTIPART_LIMITS } from './plugins/multipart-file';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerSecurity, trackerOrigin } from './plugins/security.plugin';
import { registerWeb } from './plugins/web.plugin';

export type { Services } from './composition';

export type App = FastifyInstance & { services: Services };

/**
 * Builds the whole server: the services (composition.ts, each built once), the HTTP plugins and
 * the routes of every module, registered from the domain contract. Tests call this too.
 */
export async function buildApp(
  config: Config,
  options: {
    logger?: boolean;
    /** The clock of lockouts and token expiry (tests move it). */
    now?: Clock;
  } = {},
): Promise<App> {
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
  const services = await composeServices(config, {
    now: options.now ?? systemClock,
    log: app.log,
    listeningAddress: () => app.server.address(),
  });
  const { database } = services;
  app.addHook('onClose', async () => {
    services.mail.close();
    services.videoCalls.close();
    services.socialWall.close();
    services.mediaBoard.close();
    await services.whiteboard.close();
    await services.search.close();
    await database.close();
  });
  if (!config.publicUrl && config.env === 'production') {
    app.log.warn('PUBLIC_URL is not set: password-reset mails are refused until it is');
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  registerAuthentication(app, services.tokens, services.sessionGuard);

  await registerRoutes(app, services, config);
  await registerRealtime(app, services, config);
  await registerWeb(app, config.webDistDir);

  await services.auth.ensureUser(
    config.admin.email,
    config.admin.password,
    ['administrator'],
    'Administrator',
  );
  app.decorate('services', services);
  return app as unknown as App;
}

/** The routes of every module, each given the services it calls. */
async function registerRoutes(app: FastifyInstance, services: Services, config: Config) {
  const { auth, loginOptions, rateLimiter: limiter } = services;
  const cookies = createRefreshCookies(config.publicUrl);
  await app.register(healthRoutes(services.health));
  await app.register(authRoutes({ auth, loginOptions, cookies }));
  await app.register(sessionRoutes(auth, cookies));
  await app.register(passwordResetRoutes(services.passwordReset));
  await app.register(registrationsRoutes(services.registrations));
  await app.register(
    registrationLoginRoutes({ registrationLogin: services.registrationLogin, auth, cookies }),
  );
  await app.register(ssoRoutes({ sso: services.sso, auth, cookies, limiter, publicUrl: config.publicUrl }));
  await app.register(venueRoutes(services.venues));
  await app.register(designerRoutes(services.designer, services.assets, services.venueHistory));
  await app.register(assetsRoutes(services.assets, services.venues, services.assetAccess));
  await app.register(profilesRoutes(services.profiles, limiter));
  await app.register(chatFilesRoutes(services.chatFiles, limiter));
  await app.register(chatModerationRoutes(services.chat.moderation, limiter));
  await app.register(uiConfigRoutes(services.uiConfig));
  await app.register(captureRoutes(services.capture, limiter));
  await app.register(analyticsRoutes(services.analytics, limiter));
  await app.register(videoRoutes(services.videoAccess, limiter));
  await app.register(socialWallPostRoutes(services.socialWall, limiter));
  await app.register(socialWallImageRoutes(services.socialWall.images, limiter));
  await app.register(whiteboardRoutesOf(services.whiteboard.service, services.whiteboard.images, limiter));
  await app.register(mediaBoardLikesRoutes(services.mediaBoard.likes));
  await app.register(mediaBoardRecommendationsRoutes(services.mediaBoardRecommendations));
  await app.register(searchRoutesPlugin(services.search.service, limiter));
}
