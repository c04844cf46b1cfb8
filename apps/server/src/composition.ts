import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Clock } from './clock';
import type { Config } from './config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { createEventBus } from './events/event-bus';
import type { Logger } from './logger';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createLiveTrackingCache } from './modules/analytics/live-tracking.cache';
import { ASSET_URL_SECRET_SETTING, createAssetAccessService } from './modules/assets/asset-access.service';
import { createAssetStorage } from './modules/assets/asset-storage';
import { createAssetUrlSigner } from './modules/assets/asset-url-signature';
import { createAssetsService, uriOfKey } from './modules/assets/assets.service';
import { createStoredFilesRepository } from './modules/assets/stored-files.repository';
import { createAccountsModule } from './modules/auth/accounts.module';
import { createLoginOptionsService } from './modules/auth/login-options.service';
import { createSettingsRepository } from './modules/auth/settings.repository';
import { createTokenService } from './modules/auth/token.service';
import { createCaptureRepository } from './modules/capture/capture.repository';
import { createCaptureService } from './modules/capture/capture.service';
import { createChatModule } from './modules/chat/chat.module';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatFilesRepository } from './modules/chat/chat-files.repository';
import { createChatFilesService } from './modules/chat/chat-files.service';
import { createChatFileStorage } from './modules/chat/chat-files.storage';
import { createChatFileUrls } from './modules/chat/chat-files.url-signer';
import { createDesignerService } from './modules/designer/designer.service';
import { createVenueHistoryService } from './modules/designer/venue-history.service';
import { createHealthRepository } from './modules/health/health.repository';
import { createMailService } from './modules/mail/mail.service';
import { createMediaBoardModule } from './modules/media-board/media-board.module';
import { createLikeIndexCache } from './modules/media-board/media-board-recommendations.cache';
import { createMediaBoardRecommendationsRepository } from './modules/media-board/media-board-recommendations.repository';
import { createMediaBoardRecommendationsService } from './modules/media-board/media-board-recommendations.service';
import { createProfilesRepository } from './modules/profiles/profiles.repository';
import { createProfilesService } from './modules/profiles/profiles.service';
import { createDatabaseRateLimiter } from './modules/rate-limit/database-rate-limiter';
import { createMemoryRateLimiter } from './modules/rate-limit/memory-rate-limiter';
import { createRateLimitCountersRepository } from './modules/rate-limit/rate-limit-counters.repository';
import { createRegistrationsModule } from './modules/registrations/registrations.module';
import { createSearchModule } from './modules/search/search.module';
import { createSocialWallModule } from './modules/social-wall/social-wall.module';
import { createSocialWallRepository } from './modules/social-wall/social-wall.repository';
import { createIssuerHostCheck, withIssuerHostCheck } from './modules/sso/issuer-host.check';
import { serverUrl } from './modules/sso/public-url.helper';
import { createSsoModule } from './modules/sso/sso.module';
import { createUiConfigService } from './modules/ui-config/ui-config.service';
import { createPublicationCache } from './modules/venue/publication.cache';
import { createVenueRepository } from './modules/venue/venue.repository';
import { createVenueService } from './modules/venue/venue.service';
import { createVideoRepository } from './modules/video/video.repository';
import { createVideoAccessService } from './modules/video/video-access.service';
import { createVideoCallsService } from './modules/video/video-calls.service';
import { createWhiteboardModule } from './modules/whiteboard/whiteboard.module';

/** The largest PDF the search index reads. */
const SEARCH_PDF_MAX_BYTES = 50 * 1024 * 1024;

/** What the composition needs from the running server. */
export type CompositionEnv = {
  now: Clock;
  log: Logger;
  /** The address the server listens on, once it does (the fallback of links in mails). */
  listeningAddress: () => AddressInfo | string | null;
};

/**
 * The composition root: every repository and service of the server is built here, exactly once,
 * from its dependencies; a module builds only its own feature's internals. Routes and socket
 * handlers receive what they call from here.
 */
export async function composeServices(config: Config, env: CompositionEnv) {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    return await compose(database, config, env);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function compose(
  database: DatabaseHandle,
  config: Config,
  { now, log, listeningAddress }: CompositionEnv,
) {
  const { db } = database;
  const settings = createSettingsRepository(db);
  const jwtSecret =
    config.jwtSecret ?? (await settings.getOrInit('jwt_secret', () => randomBytes(48).toString('base64url')));
  const tokens = createTokenService(jwtSecret, config.accessTokenTtlSeconds);
  const rateLimiter = createDatabaseRateLimiter({ counters: createRateLimitCountersRepository(db), now });
  const loginOptions = withIssuerHostCheck(
    createLoginOptionsService(db),
    createIssuerHostCheck({ allowPrivateHosts: config.oidcAllowPrivateHosts }),
  );
  const mail = createMailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log,
  });

  // Changes services commit; the realtime module pushes them and relays them to other nodes.
  const events = createEventBus((error, name) =>
    log.error({ err: error, event: name }, 'event listener failed'),
  );

  const venueRepository = createVenueRepository(db);
  const publications = createPublicationCache(venueRepository);
  const venues = createVenueService(venueRepository, publications, loginOptions);
  const liveArchitectureId = async () => {
    const publication = await publications.get();
    return publication.publishedVersion >= 1 ? publication.architectureId : null;
  };

  const assets = createAssetsService(
    createStoredFilesRepository(db),
    createAssetStorage(join(config.dataDir, 'assets')),
  );
  const assetAccess = await createAssetAccessService({
    settings,
    now,
    loginOptions,
    publicAssetUris: () => venues.publicAssetUris(),
  });
  const designer = createDesignerService(database, assets, publications, events);
  const venueHistory = createVenueHistoryService(venueRepository);

  const accounts = createAccountsModule({
    database,
    config,
    tokens,
    loginOptions,
    mail,
    liveArchitectureId,
    serverUrl: () => serverUrl(config, listeningAddress()),
    now,
    events,
  });
  const { registrations, registrationLogin } = createRegistrationsModule({
    database,
    users: accounts.users,
    throttle: accounts.throttle,
    isLive: async (architectureId) => (await liveArchitectureId()) === architectureId,
    now,
  });
  const sso = createSsoModule({ database, config, loginOptions });

  const capture = createCaptureService({ repository: createCaptureRepository(db), now });
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(db),
    trackingEnabled: createLiveTrackingCache(venues),
    now,
  });
  const profiles = createProfilesService({
    profiles: createProfilesRepository(db),
    users: accounts.users,
    venues,
    files: assets,
    onProfileChanged: (userId, architectureId) => events.emit('profile.updated', { userId, architectureId }),
    reportError: (error) => log.error({ err: error }, 'profile change follow-up failed'),
  });
  // Chat files are signed with the asset URL secret (in the settings, alike on every node).
  const assetUrlSecret = await settings.getOrInit(ASSET_URL_SECRET_SETTING, () =>
    randomBytes(48).toString('base64url'),
  );
  const chatRepository = createChatRepository(db);
  const chatFiles = createChatFilesService({
    isMember: chatRepository.isMember,
    repository: createChatFilesRepository(db),
    storage: createChatFileStorage(join(config.dataDir, 'assets')),
    urls: createChatFileUrls(createAssetUrlSigner(assetUrlSecret, now)),
    now,
    reportError: (error) => log.error({ err: error }, 'chat file storage failed'),
  });
  const chat = createChatModule({
    database,
    chats: chatRepository,
    users: accounts.users,
    venues,
    cardOf: (userId, architectureId) => profiles.presenceCardOf(userId, architectureId),
    files: chatFiles,
    events,
    liveArchitectureId,
    now,
    reportError: (error) => log.error({ err: error }, 'chat follow-up failed'),
  });

  const mediaBoard = createMediaBoardModule({
    database,
    venues,
    loginRequired: () => loginOptions.loginRequired(),
    events,
    now,
    reportError: (error) => log.error({ err: error }, 'media board: counts could not be pushed'),
  });
  const mediaBoardRecommendations = createMediaBoardRecommendationsService({
    catalog: mediaBoard.catalog,
    likeIndex: createLikeIndexCache(createMediaBoardRecommendationsRepository(db)),
    likes: mediaBoard.likesRepository,
    profileWords: (userId, architectureId) => profiles.presenceCardOf(userId, architectureId),
    limiter: createMemoryRateLimiter(),
  });

  // The social wall: authors show their profile's public name and picture; images are signed
  // with the asset URL secret like chat files.
  const profileRecords = createProfilesRepository(db);
  const socialWall = createSocialWallModule({
    database,
    venues,
    loginRequired: () => loginOptions.loginRequired(),
    authorCardOf: async (userId, architectureId) => {
      const [card, profile] = await Promise.all([
        profiles.presenceCardOf(userId, architectureId),
        profileRecords.find(userId, architectureId),
      ]);
      return { name: card.name, avatarUri: profile?.avatarKey ? uriOfKey(profile.avatarKey) : null };
    },
    users: accounts.users,
    signer: createAssetUrlSigner(assetUrlSecret, now),
    assetsRoot: join(config.dataDir, 'assets'),
    events,
    now,
    reportError: (error) => log.error({ err: error }, 'social wall follow-up failed'),
  });

  // Global search: the published venue, its PDFs, the walls' posts (read through the social
  // wall's repository) and profiles open for networking, in an index stored in the database.
  const uiConfig = createUiConfigService(config.uiConfigFile);
  const search = createSearchModule({
    database,
    venues,
    readFile: async (key) => {
      const { file, stream } = await assets
        .open(key, false)
        .catch(() => ({ file: undefined, stream: undefined }));
      if (!file || !stream) return null;
      if (file.size > SEARCH_PDF_MAX_BYTES) {
        stream.destroy();
        return null;
      }
      return buffer(stream);
    },
    posts: createSocialWallRepository(db),
    authorNameOf: async (userId, architectureId) =>
      (await profiles.presenceCardOf(userId, architectureId)).name,
    loginRequired: () => loginOptions.loginRequired(),
    readUiConfig: async () => (await uiConfig.read(log)).body,
    llm: config.llm,
    events,
    now,
    reportError: (error) => log.error({ err: error }, 'search failed'),
  });

  // The whiteboard: a Yjs document per board in the database, participants named as in
  // presence; images signed with the asset URL secret like chat files.
  const whiteboard = createWhiteboardModule({
    database,
    venues,
    loginRequired: () => loginOptions.loginRequired(),
    nameOf: async (userId, architectureId) => (await profiles.presenceCardOf(userId, architectureId)).name,
    signer: createAssetUrlSigner(assetUrlSecret, now),
    assetsRoot: join(config.dataDir, 'assets'),
    events,
    now,
    reportError: (error) => log.error({ err: error }, 'whiteboard failed'),
  });

  // Video chat: calls signalled through the gateway, their state in the database (every node).
  const videoCalls = createVideoCallsService({
    database,
    enabled: config.video.enabled,
    events,
    nameOf: async (userId, architectureId) =>
      (await profiles.presenceCardOf(userId, architectureId).catch(() => undefined))?.name ?? '',
    now,
    log,
  });
  const videoAccess = createVideoAccessService({
    repository: createVideoRepository(db, database.dialect),
    video: config.video,
    now,
  });

  return {
    database,
    events,
    videoCalls,
    videoAccess,
    publications,
    health: createHealthRepository(db),
    uiConfig,
    tokens,
    rateLimiter,
    loginOptions,
    mail,
    auth: accounts.auth,
    sessions: accounts.sessions,
    sessionGuard: accounts.sessionGuard,
    passwordReset: accounts.passwordReset,
    registrations,
    registrationLogin,
    sso,
    venues,
    designer,
    venueHistory,
    assets,
    assetAccess,
    capture,
    analytics,
    profiles,
    chatFiles,
    chat,
    socialWall,
    mediaBoard,
    mediaBoardRecommendations,
    search,
    whiteboard,
  };
}

export type Services = Awaited<ReturnType<typeof compose>>;
