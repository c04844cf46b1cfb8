import { randomUUID } from 'node:crypto';
import type { VideoCall } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../testing/test-app.factory';
import { type RealtimeApp, until } from '../realtime/realtime-test.helpers';
import {
  conversationOf,
  lastCall,
  openTab,
  send,
  sendOk,
  startVideoApp,
  stateOf,
  type Tab,
  type VideoUser,
  videoUser,
} from './video-test.helpers';

const needsBoth = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/**
 * Two nodes (two apps in this process) on one PostgreSQL schema and one Redis: the call's state is
 * in the database, its pushes and signals go through the Socket.IO Redis adapter.
 */
describe.runIf(needsBoth)('video calls across two nodes (PostgreSQL, Redis)', () => {
  const target = { dialect: 'postgres', store: 'redis' } as const;
  const prefix = `test-${randomUUID()}`;
  const clock = testClock();
  let one: RealtimeApp;
  let two: RealtimeApp;
  const tabs: Tab[] = [];
  const tab = async (node: RealtimeApp, user: VideoUser) => {
    const opened = await openTab(node.url, user);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    one = await startVideoApp(target, { now: clock.now, redisPrefix: prefix });
    two = await startVideoApp(target, {
      now: clock.now,
      redisPrefix: prefix,
      env: { DATABASE_URL: one.config.databaseUrl! },
    });
  });
  afterAll(async () => {
    for (const opened of tabs) opened.socket.close();
    await two?.cleanup();
    await one?.cleanup();
  });

  it('rings, joins, relays signals and hangs up between tabs on different nodes', async () => {
    const ann = await videoUser(one, 'Ann');
    const ben = await videoUser(one, 'Ben');
    const conversationId = await conversationOf(one, 'PRIVATE', [ann, ben]);
    const a = await tab(one, ann);
    const bOnOne = await tab(one, ben);
    const b = await tab(two, ben);

    const call = await sendOk<VideoCall>(a, 'video:start', { conversationId });
    await until(
      () =>
        stateOf(b, call.id, ben.userId) === 'RINGING' && stateOf(bOnOne, call.id, ben.userId) === 'RINGING',
    );
    await sendOk(b, 'video:accept', { callId: call.id });
    await until(() => lastCall(a, call.id)?.state === 'ACTIVE');

    const offer = { type: 'offer', sdp: 'v=0 from node one' };
    await sendOk(a, 'video:signal', { callId: call.id, to: b.socket.id, signal: offer });
    await until(() => b.signals.length === 1);
    expect(b.signals[0]).toMatchObject({ from: a.socket.id, signal: offer });
    await sendOk(b, 'video:signal', {
      callId: call.id,
      to: a.socket.id,
      signal: { type: 'answer', sdp: 'v=0 two' },
    });
    await until(() => a.signals.length === 1);
    expect(bOnOne.signals).toEqual([]);

    // Ben's tab on node two closes: the call ends, and node one's tab hears of it.
    b.socket.disconnect();
    await until(() => lastCall(a, call.id)?.state === 'ENDED');
  });

  it('a call whose ringing node lost its timers stops ringing through the other node', async () => {
    const ann = await videoUser(one, 'Ann');
    const ben = await videoUser(one, 'Ben');
    const conversationId = await conversationOf(one, 'PRIVATE', [ann, ben]);
    const a = await tab(one, ann);
    const b = await tab(two, ben);
    const call = await sendOk<VideoCall>(a, 'video:start', { conversationId });
    await until(() => stateOf(b, call.id, ben.userId) === 'RINGING');

    // Node one's timers are gone (as when it dies); node two reads the call after the ring timeout.
    one.services.videoCalls.close();
    clock.advance(46);
    expect(await send(b, 'video:accept', { callId: call.id })).toMatchObject({
      ok: false,
      error: { error: 'video.call_not_found' },
    });
    await until(() => lastCall(b, call.id)?.state === 'ENDED');
  });
});
