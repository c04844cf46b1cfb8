import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import { principalOf } from '../auth/auth.plugin';
import type { SessionGuard } from '../auth/session-guard.service';
import type { TokenService } from '../auth/token.service';
import type { PresenceCard } from '../presence/presence.service';
import type { VenueAreasSource } from '../presence/presence-areas';
import type { VideoCallsService } from '../video/video-calls.service';
import { createRealtimeModule, type RealtimeDeps } from './realtime.module';

/** The services the realtime module uses (built in the composition root). */
export type RealtimeServices = {
  events: EventBus;
  tokens: TokenService;
  sessionGuard: SessionGuard;
  venues: VenueAreasSource;
  publications: { invalidate(): void };
  profiles: { presenceCardOf(userId: string, architectureId: string): Promise<PresenceCard> };
  loginOptions: { loginRequired(): Promise<boolean> };
  uiConfig: { read(log: Logger): Promise<{ body: string }> };
  videoCalls: VideoCallsService;
  chat: RealtimeDeps['chat'];
  socialWall: RealtimeDeps['socialWall'];
  mediaBoard: RealtimeDeps['mediaBoard'];
  whiteboard: RealtimeDeps['whiteboard'];
};

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Attaches the realtime gateway to the app's HTTP server; it closes before the server does. */
export async function registerRealtime(app: FastifyInstance, services: RealtimeServices, config: Config) {
  const realtime = await createRealtimeModule({
    server: app.server,
    config,
    log: app.log,
    events: services.events,
    principalOf: (token) => principalOf(token, services.tokens, services.sessionGuard),
    sessionGuard: services.sessionGuard,
    venues: services.venues,
    publications: services.publications,
    presenceCardOf: (userId, architectureId) => services.profiles.presenceCardOf(userId, architectureId),
    loginRequired: () => services.loginOptions.loginRequired(),
    // A missing or invalid file is the web app's problem to report; presence takes the defaults.
    readUiConfig: async () => (await services.uiConfig.read(quiet)).body,
    videoCalls: services.videoCalls,
    chat: services.chat,
    socialWall: services.socialWall,
    mediaBoard: services.mediaBoard,
    whiteboard: services.whiteboard,
  });
  app.addHook('preClose', () => realtime.close());
}
