import { videoEvents } from '@atrium/domain';
import type { Principal } from '../auth/authorize';
import type { EventRegistrar } from '../realtime/client-event';
import type { VideoCallsService } from './video-calls.service';

/**
 * How long a dropped tab may take to come back with its state before it counts as hung up:
 * longer than the gateway keeps a dropped connection's state for recovery (RECOVERY_MS).
 */
export const VIDEO_DROP_GRACE_MS = 15_000;

/** Disconnect reasons after which the tab is not coming back (socket.io's names). */
const GONE_FOR_GOOD = new Set(['client namespace disconnect', 'server namespace disconnect']);

/** The video events of one connection: thin, as routes are; the tab is the connection. */
export function registerVideoEvents(
  on: EventRegistrar,
  video: VideoCallsService,
  connection: { id: string; principal: Principal },
  onDisconnect: (listener: (reason: string) => void) => void,
) {
  const caller = () => ({ userId: connection.principal.userId, connectionId: connection.id });

  on(videoEvents.start, ({ conversationId }) => video.start(caller(), conversationId));
  on(videoEvents.accept, ({ callId }) => video.accept(caller(), callId));
  on(videoEvents.decline, ({ callId }) => video.decline(caller(), callId));
  on(videoEvents.hangUp, ({ callId }) => video.hangUp(caller(), callId));
  on(videoEvents.heartbeat, ({ callId }) => video.heartbeat(caller(), callId));
  on(videoEvents.signal, (input) => video.signal(caller(), input));

  onDisconnect((reason) => {
    void video.disconnected(caller(), { forGood: GONE_FOR_GOOD.has(reason), graceMs: VIDEO_DROP_GRACE_MS });
  });
}
