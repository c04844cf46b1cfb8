import {
  type ClientEvent,
  type EventPayload,
  type EventResult,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  type ServerEvent,
} from '@atrium/domain';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { z } from 'zod';
import { emitEvent } from './emit-event';
import { OUTDATED_CLIENT_ERROR } from './outdated-client';
import type { RealtimeStatus } from './realtime-status.store';
import { refusedRetryDelay } from './reconnect-delay';

export type ServerPayload<E extends ServerEvent> = z.output<E['payload']>;

export type RealtimeClientOptions = {
  /** The current access token: read at every connect and reconnect, so a renewed one is used. */
  token: () => string | undefined;
  onStatus: (status: RealtimeStatus) => void;
  onConnected: () => void;
  /** The server refused this client's protocol version. */
  onOutdated: () => void;
  /** Same origin when absent (the browser); tests pass the server's URL. */
  url?: string;
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  retryDelay?: (attempt: number) => number;
};

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/**
 * One socket.io connection to the realtime gateway: WebSocket first (long polling only where a
 * WebSocket cannot be opened), the access token and protocol version in the handshake, automatic
 * reconnects after a lost connection, and retries with back-off after a refused handshake (which
 * socket.io itself does not retry). Server events reach listeners registered with `on`, across
 * reconnects.
 */
export function createRealtimeClient(options: RealtimeClientOptions) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const retryDelay = options.retryDelay ?? refusedRetryDelay;
  let socket: Socket | undefined;
  let everConnected = false;
  let refusals = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const notConnected = () => options.onStatus(everConnected ? 'reconnecting' : 'connecting');

  const retryLater = (current: Socket) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (socket === current && !current.connected && options.token()) current.connect();
    }, retryDelay(refusals++));
  };

  function open() {
    if (socket) return;
    const current = io(options.url ?? '', {
      path: REALTIME_PATH,
      // A fresh manager per session: nothing of an earlier session's connection is reused.
      forceNew: true,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      auth: (send) => send({ token: options.token() ?? '', protocol: REALTIME_PROTOCOL_VERSION }),
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 30_000,
      randomizationFactor: 0.5,
      ...options.socketOptions,
    });
    socket = current;
    notConnected();
    current.on('connect', () => {
      everConnected = true;
      refusals = 0;
      clearTimeout(retryTimer);
      options.onConnected();
    });
    current.on('disconnect', () => {
      notConnected();
      // Disconnected by the server (not a lost connection): socket.io does not come back by itself.
      if (!current.active) retryLater(current);
    });
    current.on('connect_error', (error: Error & { data?: { error?: string } }) => {
      if (error.message === OUTDATED_CLIENT_ERROR || error.data?.error === OUTDATED_CLIENT_ERROR) {
        close();
        options.onOutdated();
        return;
      }
      notConnected();
      if (!current.active) retryLater(current);
    });
    current.onAny((name: string, payload: unknown) => {
      for (const listener of listeners.get(name) ?? []) listener(payload);
    });
  }

  function close() {
    clearTimeout(retryTimer);
    const current = socket;
    socket = undefined;
    everConnected = false;
    refusals = 0;
    current?.offAny();
    current?.removeAllListeners();
    current?.disconnect();
    options.onStatus('off');
  }

  return {
    open,
    close,
    /** A new access token: a connection waiting after a refusal tries again at once. */
    tokenChanged() {
      if (socket && !socket.connected && !socket.active && options.token()) {
        clearTimeout(retryTimer);
        socket.connect();
      }
    },
    get connected() {
      return socket?.connected ?? false;
    },
    emit<E extends ClientEvent>(event: E, payload: EventPayload<E>): Promise<EventResult<E>> {
      return emitEvent(socket, event, payload);
    },
    on<E extends ServerEvent>(event: E, listener: (payload: ServerPayload<E>) => void): () => void {
      const set = listeners.get(event.name) ?? new Set();
      listeners.set(event.name, set);
      const entry = listener as (payload: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
  };
}
