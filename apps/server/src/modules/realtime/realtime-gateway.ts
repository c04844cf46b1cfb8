import { allClientEvents, presenceEvents, realtimeEvents, type VenueVersion } from '@atrium/domain';
import type { BroadcastOperator, DefaultEventsMap, Server, Socket } from 'socket.io';
import type { Logger } from '../../logger';
import { can, type Principal } from '../auth/authorize';
import { type ChatServices, registerChatEvents } from '../chat/chat.events';
import { registerMediaBoardEvents } from '../media-board/media-board.events';
import type { MediaBoardLikesService } from '../media-board/media-board-likes.service';
import {
  type RoomMembership,
  refreshAfterProfileChange,
  registerPresenceEvents,
} from '../presence/presence.events';
import type { PresenceConnection, PresenceService } from '../presence/presence.service';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { registerSocialWallEvents } from '../social-wall/social-wall.events';
import type { SocialWallModule } from '../social-wall/social-wall.module';
import { registerVideoEvents } from '../video/video.events';
import type { VideoCallsService } from '../video/video-calls.service';
import { registerWhiteboardEvents } from '../whiteboard/whiteboard.events';
import type { WhiteboardService } from '../whiteboard/whiteboard.service';
import { createEventRegistrar } from './client-event';
import { authenticateHandshake, handshakeError } from './realtime-handshake';

/**
 * How often every connection's session is checked again (the guard itself asks the database at
 * most once a minute). The checks are spread over the period, a slice every 100 ms, so a crowd
 * never costs one long pause.
 */
export const SESSION_RECHECK_MS = 30_000;
const RECHECK_SLICE_MS = 100;

/** Connections one user may have open on a node (tabs and devices together). */
export const MAX_CONNECTIONS_PER_USER = 20;

/** Disconnect reasons after which the client may come back with its state (socket.io's list). */
const MAY_COME_BACK = new Set([
  'transport error',
  'transport close',
  'forced close',
  'ping timeout',
  'server shutting down',
  'forced server close',
]);

export type SessionEndReason = 'ended' | 'revoked' | 'not_admitted';

type SocketData = { connection: PresenceConnection; resumed?: boolean };
type GatewaySocket = Socket & { data: SocketData };

export const userRoom = (userId: string) => `u:${userId}`;
export const sessionRoom = (sessionId: string) => `s:${sessionId}`;
export const ADMINISTRATORS_ROOM = 'admins';

/**
 * The realtime gateway: authenticates each handshake like a route (protocol version, token,
 * running session), keeps each connection in the rooms of its user, session and role, routes
 * its events through the contract, and ends the connections of sessions that end.
 */
export function attachGateway(deps: {
  io: Server;
  log: Logger;
  principalOf: (token: string) => Promise<Principal | null>;
  admits: (principal: Principal) => Promise<boolean>;
  presence: PresenceService;
  liveVersion: () => Promise<VenueVersion>;
  videoCalls: VideoCallsService;
  chat: ChatServices;
  socialWall: Pick<SocialWallModule, 'watch'>;
  mediaBoardLikes: MediaBoardLikesService;
  whiteboard: WhiteboardService;
}) {
  const { io, log, presence } = deps;
  const limiter = createMemoryRateLimiter();
  const knownEvents = new Set(allClientEvents().map((event) => event.name));

  const membershipOf = (socket: GatewaySocket): RoomMembership => ({
    join: (room) => socket.join(room),
    leave: (room) => socket.leave(room),
    push: (page) => socket.emit(presenceEvents.page.name, page),
  });

  /** This node's sockets of a user that carry a presence state. */
  const socketsOf = (userId: string): GatewaySocket[] =>
    [...(io.of('/').adapter.rooms.get(userRoom(userId)) ?? [])].flatMap((id) => {
      const socket = io.of('/').sockets.get(id) as GatewaySocket | undefined;
      return socket?.data.connection ? [socket] : [];
    });

  io.use(async (raw, next) => {
    const socket = raw as GatewaySocket;
    try {
      const result = await authenticateHandshake(socket.handshake.auth, deps.principalOf);
      if (!result.ok) return next(result.error);
      const { principal } = result;
      const open = io.of('/').adapter.rooms.get(userRoom(principal.userId))?.size ?? 0;
      if (open >= MAX_CONNECTIONS_PER_USER + (socket.rooms.has(userRoom(principal.userId)) ? 1 : 0)) {
        return next(handshakeError('rate.limited', 'Too many connections of this user: close a tab first.'));
      }
      const restored = socket.recovered ? socket.data.connection : undefined;
      // A restored state is taken back only by the session it belonged to.
      if (
        restored?.principal.userId === principal.userId &&
        restored.principal.sessionId === principal.sessionId
      ) {
        restored.principal = principal;
        restored.closed = false;
        socket.data.resumed = true;
      } else {
        for (const room of [...socket.rooms]) if (room !== socket.id) socket.leave(room);
        socket.data = { connection: { id: socket.id, principal } };
      }
      next();
    } catch (error) {
      log.error({ err: error }, 'realtime handshake failed');
      next(handshakeError('internal.error', 'Something went wrong on the server.'));
    }
  });

  io.on('connection', (raw) => {
    const socket = raw as GatewaySocket;
    // The handshake is read: the upgrade request need not stay in memory as long as the connection.
    (socket.conn as { request: unknown }).request = null;
    const { connection } = socket.data;
    const { principal } = connection;
    socket.join([
      userRoom(principal.userId),
      ...(principal.sessionId ? [sessionRoom(principal.sessionId)] : []),
      ...(can(principal, 'venue.preview') ? [ADMINISTRATORS_ROOM] : []),
    ]);
    const events = createEventRegistrar(socket, { principal: () => connection.principal, limiter, log });
    registerPresenceEvents(events.on, presence, connection, membershipOf(socket));
    registerChatEvents(events.on, deps.chat, {
      id: socket.id,
      principal: () => connection.principal,
      join: (room) => socket.join(room),
      leave: (room) => socket.leave(room),
      setStatus: (scope, status) => presence.setStatus(connection, scope, status),
    });
    registerMediaBoardEvents(events.on, deps.mediaBoardLikes, {
      principal: () => connection.principal,
      join: (room) => socket.join(room),
      leave: (room) => socket.leave(room),
      rooms: () => socket.rooms,
    });
    registerSocialWallEvents(events.on, deps.socialWall, {
      principal: () => connection.principal,
      join: (room) => socket.join(room),
      leave: (room) => socket.leave(room),
    });
    registerWhiteboardEvents(
      events.on,
      deps.whiteboard,
      {
        id: socket.id,
        principal: () => connection.principal,
        join: (room) => socket.join(room),
        leave: (room) => socket.leave(room),
        disconnect: () => socket.disconnect(true),
        connected: () => socket.connected,
      },
      (listener) => socket.on('disconnect', listener),
    );
    registerVideoEvents(events.on, deps.videoCalls, connection, (listener) =>
      socket.on('disconnect', listener),
    );
    events.answerUnknown(knownEvents);
    socket.on('disconnect', (reason) => {
      limiter.forget(socket.id);
      connection.closed = true;
      void presence.disconnected(connection, MAY_COME_BACK.has(reason));
    });

    if (socket.data.resumed) {
      socket.data.resumed = undefined;
      presence
        .resumed(connection)
        .then(() => {
          if (connection.room && socket.connected) {
            io.local.to(socket.id).emit(presenceEvents.page.name, presence.page(connection.room));
          }
        })
        .catch((error: unknown) => log.warn({ err: error }, 'presence: a connection could not resume'));
      return;
    }
    // Sent through the adapter, so the connection gets an offset to recover from after a drop.
    deps
      .liveVersion()
      .then((version) => io.to(socket.id).emit(realtimeEvents.venueVersion.name, version))
      .catch((error: unknown) => log.warn({ err: error }, 'realtime: the venue version could not be sent'));
  });

  /**
   * Tells the connections their session ended and closes them. Through a local broadcast: with
   * connection-state recovery a socket's own emit goes through the adapter (Redis) and would
   * arrive after the close.
   */
  function end(target: BroadcastOperator<DefaultEventsMap, unknown>, reason: SessionEndReason) {
    target.emit(realtimeEvents.sessionEnded.name, { reason });
    target.disconnectSockets(true);
  }

  let pending: Iterator<Socket> = [].values();
  let rechecking = false;
  const recheck = setInterval(async () => {
    if (rechecking) return;
    rechecking = true;
    try {
      const sockets = io.of('/').sockets;
      let left = Math.ceil((sockets.size * RECHECK_SLICE_MS) / SESSION_RECHECK_MS);
      while (left-- > 0) {
        let next = pending.next();
        if (next.done) {
          pending = sockets.values();
          next = pending.next();
          if (next.done) break;
        }
        const socket = next.value as GatewaySocket;
        const principal = socket.data.connection?.principal;
        if (principal && socket.connected && !(await deps.admits(principal))) {
          end(io.local.in(socket.id), 'not_admitted');
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'realtime: the session check failed');
    } finally {
      rechecking = false;
    }
  }, RECHECK_SLICE_MS);
  recheck.unref();

  return {
    /** Ends this node's connections of a session. */
    endSession(sessionId: string, reason: SessionEndReason) {
      end(io.local.in(sessionRoom(sessionId)), reason);
    },

    /** Ends this node's connections of every session of a user. */
    endUser(userId: string, reason: SessionEndReason) {
      end(io.local.in(userRoom(userId)), reason);
    },

    /** Every presence state of this node's connections. */
    connections(): PresenceConnection[] {
      return [...io.of('/').sockets.values()].flatMap((socket) => {
        const { connection } = (socket as GatewaySocket).data;
        return connection ? [connection] : [];
      });
    },

    /** A user's profile changed: each of their connections shows it in its entry and its view. */
    profileChanged(userId: string, architectureId: string): Promise<unknown> {
      return Promise.all(
        socketsOf(userId).map((socket) =>
          refreshAfterProfileChange(presence, socket.data.connection, membershipOf(socket), architectureId),
        ),
      );
    },

    /** Takes this node's attendees out of presence and closes its connections. */
    async close() {
      clearInterval(recheck);
      const sockets = [...io.of('/').sockets.values()] as GatewaySocket[];
      await Promise.all(
        sockets.map((socket) => {
          const { connection } = socket.data;
          if (!connection) return undefined;
          connection.closed = true;
          return presence.disconnected(connection, false);
        }),
      );
      io.local.disconnectSockets(true);
    },
  };
}

export type RealtimeGateway = ReturnType<typeof attachGateway>;
