import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Ack, VideoCall } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import type { Clock } from '../../clock';
import { createTestApp, type TestApp } from '../../testing/test-app.factory';
import {
  ask,
  connectClient,
  dropRedisKeys,
  type RealtimeApp,
  type RealtimeTarget,
} from '../realtime/realtime-test.helpers';

export const ARCHITECTURE = 'example-expo';

/** The app on a free port, on the target's database and store, optionally on a test clock. */
export async function startVideoApp(
  target: Pick<RealtimeTarget, 'dialect' | 'store'>,
  options: { env?: Record<string, string>; now?: Clock; redisPrefix?: string } = {},
): Promise<RealtimeApp> {
  const prefix = options.redisPrefix ?? `test-${randomUUID()}`;
  const redisEnv: Record<string, string> =
    target.store === 'redis' ? { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: prefix } : {};
  const app = await createTestApp(target.dialect, { ...redisEnv, ...options.env }, { now: options.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const cleanup = app.cleanup;
  return Object.assign(app, {
    url,
    cleanup: async () => {
      await cleanup();
      if (target.store === 'redis') await dropRedisKeys(prefix);
    },
  });
}

export type VideoUser = { userId: string; token: string; email: string };

/** A new attendee (or other role) and an access token of theirs. */
export async function videoUser(
  app: TestApp,
  name: string,
  roles: ('attendee' | 'administrator' | 'guest')[] = ['attendee'],
): Promise<VideoUser> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@test.local`;
  const user = await app.services.auth.ensureUser(email, 'user-password', roles);
  return { userId: user.id, email, token: await app.services.auth.accessTokenFor(user) };
}

/** A conversation with these members, written as the chat module stores one. */
export async function conversationOf(
  app: TestApp,
  kind: 'PRIVATE' | 'GROUP' | 'ROOM',
  members: { userId: string }[],
  architectureId = ARCHITECTURE,
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const { db } = app.services.database;
  await db
    .insertInto('chat_conversations')
    .values({
      id,
      architecture_id: architectureId,
      mode: 'LIVE',
      kind,
      key: kind === 'GROUP' ? `g:${id}` : `t:${id}`,
      owner_id: kind === 'GROUP' ? members[0]!.userId : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (members.length > 0) {
    await db
      .insertInto('chat_members')
      .values(members.map((member) => ({ conversation_id: id, user_id: member.userId, joined_at: now })))
      .execute();
  }
  return id;
}

/** A connected tab of a user that keeps every `video:call` and `video:signal` pushed to it. */
export type Tab = { socket: Socket; calls: VideoCall[]; signals: unknown[] };

export async function openTab(url: string, user: VideoUser): Promise<Tab> {
  const calls: VideoCall[] = [];
  const signals: unknown[] = [];
  const socket = await connectClient(url, user.token, {
    record: { 'video:call': calls, 'video:signal': signals },
  });
  return { socket, calls, signals };
}

/** Sends a video event from a tab; the acknowledgement. */
export const send = <T = unknown>(tab: Tab, event: string, payload: unknown) =>
  ask(tab.socket, event, payload) as Promise<Ack<T>>;

/** Sends a video event that must succeed; its data. */
export async function sendOk<T = unknown>(tab: Tab, event: string, payload: unknown): Promise<T> {
  const ack = await send<T>(tab, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.error} ${ack.error.errMsg}`);
  return ack.data;
}

/** The latest push of a call a tab has seen. */
export const lastCall = (tab: Tab, callId: string) => tab.calls.filter((call) => call.id === callId).at(-1);

/** A participant's state in a call as pushed last to the tab. */
export const stateOf = (tab: Tab, callId: string, userId: string) =>
  lastCall(tab, callId)?.participants.find((participant) => participant.uid === userId)?.state;
