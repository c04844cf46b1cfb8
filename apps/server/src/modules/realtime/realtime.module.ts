import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import {
  mediaBoardEvents,
  presenceEvents,
  REALTIME_PATH,
  realtimeEvents,
  type VenueVersion,
  WHITEBOARD_MAX_UPDATE_BYTES,
  whiteboardEvents,
} from '@atrium/domain';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';
import type { Config } from '../../config';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import type { Principal } from '../auth/authorize';
import type { ChatServices } from '../chat/chat.events';
import { type ChatPush, createSocketChatPush } from '../chat/chat-push';
import type { MediaBoardModule } from '../media-board/media-board.module';
import { createSocketCountsDelivery } from '../media-board/media-board-counts.delivery';
import { createMemoryPresenceStore } from '../presence/memory-presence.store';
import { createPresenceService, type PresenceCard } from '../presence/presence.service';
import { createPresenceAreas, type VenueAreasSource } from '../presence/presence-areas';
import { createPresenceAvailability } from '../presence/presence-availability';
import { createPresenceBroadcaster } from '../presence/presence-broadcaster';
import type { PresenceStore } from '../presence/presence-store.types';
import { createRedisPresenceStore } from '../presence/redis-presence.store';
import { pushSearchEvents } from '../search/search.push';
import type { SocialWallModule } from '../social-wall/social-wall.module';
import { pushSocialWallEvents } from '../social-wall/social-wall.push';
import { pushVideoEvents } from '../video/video.push';
import type { VideoCallsService } from '../video/video-calls.service';
import type { WhiteboardModule } from '../whiteboard/whiteboard.module';
import { attachWhiteboard } from '../whiteboard/whiteboard.realtime';
import { relayEvents } from './event-relay';
import { sameOriginCheck } from './origin-check';
import { ADMINISTRATORS_ROOM, attachGateway, userRoom } from './realtime-gateway';
import { connectRedis, type RedisClient } from './redis-connection';

/**
 * A silent client is taken for gone after PING_INTERVAL + PING_TIMEOUT; its state is kept for
 * RECOVERY_MS more in case it comes back. Together (with a push) well within the 30 s after
 * which a ghost must be gone.
 */
export const PING_INTERVAL_MS = 8_000;
export const PING_TIMEOUT_MS = 5_000;
export const RECOVERY_MS = 12_000;

/**
 * The largest message a client may send: a whiteboard update (WHITEBOARD_MAX_UPDATE_BYTES, a
 * binary attachment of its own) with room for its framing, so that the whiteboard answers a
 * larger one with its error instead of the connection being cut. Every other event's payload is
 * well under 1 kB and bounded by its schema.
 */
export const MAX_MESSAGE_BYTES = WHITEBOARD_MAX_UPDATE_BYTES + 64 * 1024;

/** Pushes a connection that comes back gets anew (a page; a whiteboard joined again). */
const NOT_REPLAYED = new Set<string>([
  presenceEvents.page.name,
  whiteboardEvents.update.name,
  whiteboardEvents.awarenessUpdate.name,
]);

type Broadcasting = { broadcast(packet: { data?: unknown[] }, options: unknown): unknown };

/**
 * With the in-process adapter, connection-state recovery keeps every broadcast for replay after a
 * drop — each presence page too, i.e. memory in proportion to the pushes. A page needs no replay
 * (a connection that comes back is sent its current page), so pages skip that store. (The Redis
 * adapter keeps only what goes through Redis; pages are sent locally.)
 */
function withoutReplayOfPages(adapter: object) {
  const target = adapter as Broadcasting;
  const replayed = target.broadcast;
  const plain = (Object.getPrototypeOf(Object.getPrototypeOf(target)) as Partial<Broadcasting>).broadcast;
  if (typeof plain !== 'function') return;
  target.broadcast = function (packet, options) {
    const name = packet.data?.[0];
    return (typeof name === 'string' && NOT_REPLAYED.has(name) ? plain : replayed).call(
      this,
      packet,
      options,
    );
  };
}

export type RealtimeDeps = {
  server: HttpServer;
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix' | 'publicUrl' | 'trustProxy'>;
  log: Logger;
  events: EventBus;
  principalOf: (token: string) => Promise<Principal | null>;
  sessionGuard: {
    admits(principal: Principal): Promise<boolean>;
    ended(sessionId: string, userId: string): void;
    endedForUser(userId: string): void;
  };
  venues: VenueAreasSource;
  publications: { invalidate(): void };
  presenceCardOf: (userId: string, architectureId: string) => Promise<PresenceCard>;
  loginRequired: () => Promise<boolean>;
  /** The UI configuration as served (JSON text). */
  readUiConfig: () => Promise<string>;
  videoCalls: VideoCallsService;
  chat: ChatServices & { attachPush(push: ChatPush): void };
  socialWall: Pick<SocialWallModule, 'watch' | 'pushed'>;
  mediaBoard: Pick<MediaBoardModule, 'likes' | 'attachPush'>;
  whiteboard: Pick<WhiteboardModule, 'service'>;
};

/**
 * The realtime backbone: Socket.IO on REALTIME_PATH of the HTTP server, presence, and the
 * pushes of the bus's events. With REDIS_URL, Socket.IO uses the Redis streams adapter and
 * presence lives in Redis, so several nodes serve one venue; without it, all of it lives in
 * this process.
 */
export async function createRealtimeModule(deps: RealtimeDeps) {
  const { config, log, events } = deps;
  const nodeId = randomUUID();
  const prefix = config.redisKeyPrefix;
  const redis: RedisClient | undefined = config.redisUrl
    ? await connectRedis(config.redisUrl, log)
    : undefined;

  const io = new Server(deps.server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    connectTimeout: 10_000,
    allowRequest: sameOriginCheck({ publicUrl: config.publicUrl, trustProxy: config.trustProxy }),
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
    ...(redis
      ? {
          adapter: createAdapter(redis, {
            streamName: `${prefix}:socket.io`,
            channelPrefix: `${prefix}:socket.io`,
            sessionKeyPrefix: `${prefix}:socket.io:session:`,
            blockTimeInMs: 2_000,
          }),
        }
      : {}),
  });

  if (!redis) withoutReplayOfPages(io.of('/').adapter);

  let store: PresenceStore;
  try {
    store = redis
      ? await createRedisPresenceStore({ client: redis, prefix, nodeId, log })
      : createMemoryPresenceStore(nodeId);
  } catch (error) {
    io.engine.close();
    redis?.destroy();
    throw error;
  }

  const broadcaster = createPresenceBroadcaster({
    store,
    push: (room, page) => io.local.to(room).emit(presenceEvents.page.name, page),
    watchers: (room) => io.of('/').adapter.rooms.get(room)?.size ?? 0,
    onError: (error) => log.error({ err: error }, 'presence: a push failed'),
  });
  io.of('/').adapter.on('create-room', (room: string) => broadcaster.roomCreated(room));
  io.of('/').adapter.on('delete-room', (room: string) => broadcaster.roomDeleted(room));

  const areas = createPresenceAreas(deps.venues);
  const presence = createPresenceService({
    store,
    broadcaster,
    areas,
    cardOf: deps.presenceCardOf,
    active: createPresenceAvailability({
      readUiConfig: deps.readUiConfig,
      loginRequired: deps.loginRequired,
    }),
    graceMs: RECOVERY_MS,
    log,
  });

  const gateway = attachGateway({
    io,
    log,
    principalOf: deps.principalOf,
    admits: (principal) => deps.sessionGuard.admits(principal),
    presence,
    liveVersion: () => deps.venues.liveVersion(),
    videoCalls: deps.videoCalls,
    chat: deps.chat,
    socialWall: deps.socialWall,
    mediaBoardLikes: deps.mediaBoard.likes,
    whiteboard: deps.whiteboard.service,
  });
  deps.chat.attachPush(createSocketChatPush(io, userRoom));
  // Counts reach this node's watchers; other nodes' get them from the relayed change.
  deps.mediaBoard.attachPush(createSocketCountsDelivery(io, mediaBoardEvents.count));

  const pushVersion = (version: VenueVersion, administratorsOnly = false) => {
    const target = administratorsOnly ? io.local.to(ADMINISTRATORS_ROOM) : io.local;
    target.emit(realtimeEvents.venueVersion.name, version);
  };
  const subscriptions = [
    redis ? relayEvents(io, events) : () => {},
    pushVideoEvents(io, events),
    attachWhiteboard(io, deps.whiteboard.service, redis !== undefined),
    pushSearchEvents(io, events),
    pushSocialWallEvents(io, events, deps.socialWall),
    events.on('venue.published', (event, meta) => {
      if (meta.remote) deps.publications.invalidate();
      pushVersion({
        mode: 'LIVE',
        publishedVersion: event.publishedVersion,
        publishedArchitectureId: event.architectureId,
      });
    }),
    events.on('venue.unpublished', (event, meta) => {
      if (meta.remote) deps.publications.invalidate();
      pushVersion({ mode: 'LIVE', publishedVersion: -1, publishedArchitectureId: event.architectureId });
      // Nobody is present in a venue that is no longer live.
      const { architectureId } = event;
      if (!architectureId) return;
      for (const connection of gateway.connections()) {
        presence
          .leave(connection, { architectureId, mode: 'LIVE' })
          .catch((error: unknown) => log.warn({ err: error }, 'presence: leave failed'));
      }
    }),
    events.on('venue.staged', (event) => {
      areas.stageChanged(event.architectureId);
      deps.venues
        .liveVersion()
        .then((live) =>
          pushVersion(
            {
              mode: 'STAGE',
              version: event.version,
              publishedVersion:
                live.publishedArchitectureId === event.architectureId ? live.publishedVersion : -1,
              publishedArchitectureId: live.publishedArchitectureId,
            },
            true,
          ),
        )
        .catch((error: unknown) =>
          log.warn({ err: error }, 'realtime: the stage version could not be pushed'),
        );
    }),
    events.on('session.ended', (event, meta) => {
      if (meta.remote) deps.sessionGuard.ended(event.sessionId, event.userId);
      gateway.endSession(event.sessionId, 'ended');
    }),
    events.on('user.sessions.ended', (event, meta) => {
      if (meta.remote) deps.sessionGuard.endedForUser(event.userId);
      gateway.endUser(event.userId, 'revoked');
    }),
    events.on('profile.updated', (event) => {
      gateway
        .profileChanged(event.userId, event.architectureId)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'presence: a changed profile could not be shown'),
        );
    }),
  ];

  return {
    /** Leaves presence for this node's attendees, closes the connections, then Redis. */
    async close() {
      for (const unsubscribe of subscriptions) unsubscribe();
      await gateway.close();
      presence.close();
      broadcaster.close();
      io.engine.close();
      io.of('/').adapter.close();
      await store.close();
      if (redis) await redis.close().catch(() => redis.destroy());
    },
  };
}
