import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION, type Role } from '@atrium/domain';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { vi } from 'vitest';
import {
  bearerFor,
  createTestApp,
  type Dialect,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';

export type RealtimeStore = 'memory' | 'redis';

/**
 * The presence stores realtime tests run on: in memory always, Redis when TEST_REDIS_URL is set.
 * In CI a missing Redis is a failure, not a silent skip.
 */
export function realtimeStores(): RealtimeStore[] {
  if (process.env.TEST_REDIS_URL) return ['memory', 'redis'];
  if (process.env.CI) throw new Error('CI must provide TEST_REDIS_URL for the realtime tests on Redis');
  return ['memory'];
}

export type RealtimeTarget = { dialect: Dialect; store: RealtimeStore; name: string };

/**
 * The deployments realtime tests run on: one node (presence in memory) on each database, and
 * several nodes (presence in Redis) on PostgreSQL where there is one, as they share a database
 * (an embedded SQLite file serves a single node).
 */
export function realtimeTargets(): RealtimeTarget[] {
  const dialects = testDialects();
  const shared: Dialect = dialects.includes('postgres') ? 'postgres' : 'sqlite';
  const targets = dialects.map((dialect) => ({ dialect, store: 'memory' as const }));
  const several = realtimeStores().includes('redis') ? [{ dialect: shared, store: 'redis' as const }] : [];
  return [...targets, ...several].map((target) => ({
    ...target,
    name: `${target.dialect}, ${target.store}`,
  }));
}

/** Deletes every Redis key of a test's prefix. */
export async function dropRedisKeys(prefix: string) {
  const client = createClient({ url: process.env.TEST_REDIS_URL });
  client.on('error', () => {});
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
  } finally {
    client.destroy();
  }
}

export type RealtimeApp = TestApp & { url: string };

/** The app, listening on a free port; with the Redis store under a key prefix of its own. */
export async function startRealtimeApp(
  target: Pick<RealtimeTarget, 'dialect' | 'store'>,
  env: Record<string, string> = {},
  redisPrefix = `test-${randomUUID()}`,
): Promise<RealtimeApp> {
  const redisEnv: Record<string, string> =
    target.store === 'redis' ? { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: redisPrefix } : {};
  const app = await createTestApp(target.dialect, { ...redisEnv, ...env });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const cleanup = app.cleanup;
  return Object.assign(app, {
    url,
    cleanup: async () => {
      await cleanup();
      if (target.store === 'redis') await dropRedisKeys(redisPrefix);
    },
  });
}

/** An access token of a new user with these roles. */
export async function tokenFor(app: TestApp, roles: Role[], email?: string): Promise<string> {
  return (await bearerFor(app, roles, email)).authorization.slice('Bearer '.length);
}

type ClientOptions = {
  auth?: Record<string, unknown>;
  extraHeaders?: Record<string, string>;
  /** Reconnect (quickly) after a lost connection, as the app's client does. */
  reconnect?: boolean;
  /** Events to collect from the very start (some arrive right after the handshake). */
  record?: Record<string, unknown[]>;
};

/** A socket.io client of the gateway (WebSocket only, no automatic reconnect). */
export function openClient(url: string, token: string | undefined, options: ClientOptions = {}): Socket {
  return io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnect ?? false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
    auth: options.auth ?? { token, protocol: REALTIME_PROTOCOL_VERSION },
    extraHeaders: options.extraHeaders,
  });
}

/** Connects; resolves to the client, or rejects with the handshake error. */
export function connectClient(url: string, token: string | undefined, options: ClientOptions = {}) {
  const socket = openClient(url, token, options);
  for (const [event, seen] of Object.entries(options.record ?? {}))
    socket.on(event, (payload) => seen.push(payload));
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Sends an event and resolves to its acknowledgement. */
export function ask(socket: Socket, event: string, payload?: unknown): Promise<unknown> {
  const timed = socket.timeout(5000);
  return payload === undefined ? timed.emitWithAck(event) : timed.emitWithAck(event, payload);
}

/** Every payload of an event the client received, in order (from now on). */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Waits until the check holds (or fails after `timeout` ms). */
export const until = (check: () => boolean | Promise<boolean>, timeout = 5000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 20 },
  );
