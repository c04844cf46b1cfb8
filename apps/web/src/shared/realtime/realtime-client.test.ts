import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ClientEvent,
  presenceEvents,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  realtimeEvents,
} from '@atrium/domain';
import { Server, type Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeError } from './emit-event';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import type { RealtimeStatus } from './realtime-status.store';

type Handshake = { token?: string; protocol?: number };

/** A real socket.io server on a free port, refusing handshakes as the test decides. */
async function startServer(refuse: (auth: Handshake) => string | undefined = () => undefined) {
  const http: HttpServer = createServer();
  const io = new Server(http, { path: REALTIME_PATH, transports: ['websocket'] });
  const handshakes: Handshake[] = [];
  const sockets: Socket[] = [];
  io.use((socket, next) => {
    const auth = socket.handshake.auth as Handshake;
    handshakes.push(auth);
    const error = refuse(auth);
    next(error ? new Error(error) : undefined);
  });
  io.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('presence:unwatch', (_payload, ack) => ack({ ok: true, data: {} }));
    socket.on('presence:leave', (_payload, ack) =>
      ack({ ok: false, error: { error: 'validation.failed', errMsg: 'Bad scope.' } }),
    );
    socket.on('presence:move', (_payload, ack) => ack('not an ack'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url,
    io,
    handshakes,
    sockets,
    stop: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;

let server: TestServer;
let client: RealtimeClient | undefined;
let token: string | undefined;
let statuses: RealtimeStatus[];
let outdated: number;

function connect(url = server.url) {
  client = createRealtimeClient({
    url,
    token: () => token,
    onStatus: (status) => statuses.push(status),
    onConnected: () => statuses.push('connected'),
    onOutdated: () => {
      outdated += 1;
    },
    socketOptions: { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 40 },
    retryDelay: () => 20,
  });
  client.open();
  return client;
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });

describe('the realtime client', () => {
  beforeEach(() => {
    token = 'token-1';
    statuses = [];
    outdated = 0;
  });
  afterEach(async () => {
    client?.close();
    client = undefined;
    await server.stop();
  });

  it('sends the access token and the protocol version in the handshake', async () => {
    server = await startServer();
    const realtime = connect();
    await until(() => realtime.connected);
    expect(server.handshakes).toEqual([{ token: 'token-1', protocol: REALTIME_PROTOCOL_VERSION }]);
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('reads the token again at every attempt and, refused, retries until the new one is accepted', async () => {
    server = await startServer((auth) => (auth.token === 'token-2' ? undefined : 'auth.unauthorized'));
    const realtime = connect();
    await until(() => server.handshakes.length >= 2);
    expect(realtime.connected).toBe(false);
    token = 'token-2';
    realtime.tokenChanged();
    await until(() => realtime.connected);
    expect(server.handshakes.at(-1)?.token).toBe('token-2');
    expect(new Set(server.handshakes.slice(0, -1).map((auth) => auth.token))).toEqual(new Set(['token-1']));
  });

  it('does not retry while there is no token (the session ended)', async () => {
    server = await startServer(() => 'auth.unauthorized');
    token = undefined;
    connect();
    await until(() => server.handshakes.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.handshakes).toHaveLength(1);
  });

  it('reports an outdated client once and stops, without retrying', async () => {
    server = await startServer(() => 'realtime.outdated_client');
    connect();
    await until(() => outdated === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.handshakes).toHaveLength(1);
    expect(outdated).toBe(1);
    expect(statuses.at(-1)).toBe('off');
  });

  it('answers with the acknowledged data, rejects error and malformed acknowledgements', async () => {
    server = await startServer();
    const realtime = connect();
    await until(() => realtime.connected);
    await expect(realtime.emit(presenceEvents.unwatch, {})).resolves.toEqual({});
    const refused = realtime.emit(presenceEvents.leave, { architectureId: 'expo', mode: 'LIVE' });
    await expect(refused).rejects.toBeInstanceOf(RealtimeError);
    await expect(refused).rejects.toMatchObject({ errorId: 'validation.failed', message: 'Bad scope.' });
    await expect(
      realtime.emit(presenceEvents.move, { architectureId: 'expo', mode: 'LIVE', areaId: 'lobby' }),
    ).rejects.toMatchObject({ errorId: 'realtime.bad_ack' });
  });

  it('rejects at once while not connected instead of sending late', async () => {
    server = await startServer(() => 'auth.unauthorized');
    const realtime = connect();
    await expect(realtime.emit(presenceEvents.unwatch, {})).rejects.toMatchObject({
      errorId: 'realtime.disconnected',
    });
  });

  it('rejects when no acknowledgement comes in time', async () => {
    server = await startServer();
    const realtime = connect();
    await until(() => realtime.connected);
    const silent = { ...presenceEvents.unwatch, name: 'nobody:answers' } as ClientEvent;
    const { emitEvent } = await import('./emit-event');
    const socketLike = {
      connected: true,
      timeout: () => ({ emitWithAck: () => Promise.reject(new Error('operation has timed out')) }),
    };
    await expect(emitEvent(socketLike, silent, {}, 10)).rejects.toMatchObject({
      errorId: 'realtime.timeout',
    });
  });

  it('hands server events to listeners, also after the server dropped and the client came back', async () => {
    server = await startServer();
    const realtime = connect();
    const versions: unknown[] = [];
    const ended: unknown[] = [];
    const offVersion = realtime.on(realtimeEvents.venueVersion, (version) => versions.push(version));
    realtime.on(realtimeEvents.sessionEnded, (payload) => ended.push(payload));
    await until(() => realtime.connected);
    const version = { mode: 'LIVE', publishedVersion: 4, publishedArchitectureId: 'expo' };
    server.io.emit('venue:version', version);
    await until(() => versions.length === 1);
    expect(versions).toEqual([version]);

    // A server-side disconnect is not retried by socket.io itself; the client comes back.
    server.sockets[0]?.disconnect(true);
    await until(() => server.sockets.length === 2 && realtime.connected);
    expect(statuses).toContain('reconnecting');
    server.io.emit('session:ended', { reason: 'logout' });
    await until(() => ended.length === 1);
    expect(ended).toEqual([{ reason: 'logout' }]);

    offVersion();
    server.io.emit('venue:version', { ...version, publishedVersion: 5 });
    server.io.emit('session:ended', { reason: 'again' });
    await until(() => ended.length === 2);
    expect(versions).toHaveLength(1);
  });

  it('closes: the server sees the disconnect and the status is off', async () => {
    server = await startServer();
    const realtime = connect();
    await until(() => realtime.connected);
    const gone = new Promise((resolve) => server.sockets[0]?.on('disconnect', resolve));
    realtime.close();
    await gone;
    expect(statuses.at(-1)).toBe('off');
    expect(realtime.connected).toBe(false);
  });
});
