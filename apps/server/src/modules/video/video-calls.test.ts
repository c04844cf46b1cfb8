import type { VideoCall } from '@atrium/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../testing/test-app.factory';
import { type RealtimeApp, realtimeTargets, until } from '../realtime/realtime-test.helpers';
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

describe.each(realtimeTargets())('video calls ($name)', (target) => {
  let app: RealtimeApp;
  const clock = testClock();
  const tabs: Tab[] = [];
  const tab = async (user: VideoUser) => {
    const opened = await openTab(app.url, user);
    tabs.push(opened);
    return opened;
  };
  const people = async (...names: string[]) => Promise.all(names.map((name) => videoUser(app, name)));
  const start = (from: Tab, conversationId: string) =>
    sendOk<VideoCall>(from, 'video:start', { conversationId });

  beforeAll(async () => {
    app = await startVideoApp(target, { now: clock.now });
  });
  afterEach(() => {
    for (const opened of tabs.splice(0)) opened.socket.close();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('rings every tab of the other member; an accept from one tab joins from that tab', async () => {
    const [ann, ben] = await people('Ann', 'Ben');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann!, ben!]);
    const a = await tab(ann!);
    const b1 = await tab(ben!);
    const b2 = await tab(ben!);

    const call = await start(a, conversationId);
    expect(call).toMatchObject({ conversationId, startedBy: ann!.userId, state: 'RINGING' });
    expect(call.participants).toEqual([
      { uid: ann!.userId, name: expect.any(String), state: 'JOINED', connectionId: a.socket.id },
      { uid: ben!.userId, name: expect.any(String), state: 'RINGING' },
    ]);
    expect(call.participants[0]!.name).not.toBe('');
    await until(
      () =>
        stateOf(b1, call.id, ben!.userId) === 'RINGING' && stateOf(b2, call.id, ben!.userId) === 'RINGING',
    );

    const accepted = await sendOk<VideoCall>(b2, 'video:accept', { callId: call.id });
    expect(accepted.state).toBe('ACTIVE');
    expect(accepted.participants[1]).toMatchObject({ state: 'JOINED', connectionId: b2.socket.id });
    // The other tab stops ringing: it learns the call was taken from another tab.
    await until(() => lastCall(b1, call.id)?.participants[1]?.connectionId === b2.socket.id);
    await until(() => lastCall(a, call.id)?.state === 'ACTIVE');
  });

  it('a declined ring ends a private call, and the caller hears of it', async () => {
    const [ann, ben] = await people('Ann', 'Ben');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann!, ben!]);
    const a = await tab(ann!);
    const b = await tab(ben!);
    const call = await start(a, conversationId);
    await until(() => stateOf(b, call.id, ben!.userId) === 'RINGING');
    expect(await sendOk(b, 'video:decline', { callId: call.id })).toEqual({});
    await until(() => lastCall(a, call.id)?.state === 'ENDED');
    expect(stateOf(a, call.id, ben!.userId)).toBe('DECLINED');
    // Ended: it cannot be accepted any more.
    expect(await send(b, 'video:accept', { callId: call.id })).toMatchObject({
      ok: false,
      error: { error: 'video.call_not_found' },
    });
  });

  it('hanging up ends a call of two; the caller hanging up while it rings ends it too', async () => {
    const [ann, ben] = await people('Ann', 'Ben');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann!, ben!]);
    const a = await tab(ann!);
    const b = await tab(ben!);

    const first = await start(a, conversationId);
    await sendOk(b, 'video:accept', { callId: first.id });
    await sendOk(b, 'video:hang-up', { callId: first.id });
    await until(() => lastCall(a, first.id)?.state === 'ENDED');
    expect(lastCall(a, first.id)!.participants.map((p) => p.state)).toEqual(['LEFT', 'LEFT']);

    const second = await start(a, conversationId);
    expect(second.id).not.toBe(first.id);
    await until(() => stateOf(b, second.id, ben!.userId) === 'RINGING');
    await sendOk(a, 'video:hang-up', { callId: second.id });
    await until(() => lastCall(b, second.id)?.state === 'ENDED');
  });

  it('a group call goes on while two are in, and ends (ringing stops) when fewer than two remain', async () => {
    const [ann, ben, cas] = await people('Ann', 'Ben', 'Cas');
    const conversationId = await conversationOf(app, 'GROUP', [ann!, ben!, cas!]);
    const a = await tab(ann!);
    const b = await tab(ben!);
    const c = await tab(cas!);
    const call = await start(a, conversationId);
    await until(() => stateOf(c, call.id, cas!.userId) === 'RINGING');
    await sendOk(b, 'video:decline', { callId: call.id });
    await until(() => stateOf(a, call.id, ben!.userId) === 'DECLINED');
    expect(lastCall(a, call.id)!.state).toBe('RINGING');

    // A member who declined may still join while it runs.
    await sendOk(c, 'video:accept', { callId: call.id });
    expect((await sendOk<VideoCall>(b, 'video:accept', { callId: call.id })).state).toBe('ACTIVE');
    await sendOk(a, 'video:hang-up', { callId: call.id });
    await until(() => stateOf(c, call.id, ann!.userId) === 'LEFT');
    expect(lastCall(c, call.id)!.state).toBe('ACTIVE');
    await sendOk(b, 'video:hang-up', { callId: call.id });
    await until(() => lastCall(c, call.id)?.state === 'ENDED');
  });

  it('a member who starts while a call of the conversation rings joins that call', async () => {
    const [ann, ben] = await people('Ann', 'Ben');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann!, ben!]);
    const a = await tab(ann!);
    const b = await tab(ben!);
    const call = await start(a, conversationId);
    const joined = await start(b, conversationId);
    expect(joined).toMatchObject({ id: call.id, state: 'ACTIVE' });
  });

  it('marks a member joined in another call BUSY, and refuses their accept (video.busy)', async () => {
    const [ann, ben, cas, dan] = await people('Ann', 'Ben', 'Cas', 'Dan');
    const a = await tab(ann!);
    const b = await tab(ben!);
    const c = await tab(cas!);
    const d = await tab(dan!);
    const running = await start(a, await conversationOf(app, 'PRIVATE', [ann!, ben!]));
    await sendOk(b, 'video:accept', { callId: running.id });

    // A private call to someone busy: nobody is left to ring, it ends at once.
    const toBusy = await start(c, await conversationOf(app, 'PRIVATE', [cas!, ben!]));
    expect(toBusy.state).toBe('ENDED');
    expect(toBusy.participants.find((p) => p.uid === ben!.userId)?.state).toBe('BUSY');

    const group = await start(c, await conversationOf(app, 'GROUP', [cas!, ben!, dan!]));
    expect(group.state).toBe('RINGING');
    expect(group.participants.map((p) => [p.uid, p.state])).toEqual(
      expect.arrayContaining([
        [ben!.userId, 'BUSY'],
        [dan!.userId, 'RINGING'],
      ]),
    );
    expect(await send(b, 'video:accept', { callId: group.id })).toMatchObject({
      ok: false,
      error: { error: 'video.busy' },
    });
    expect(await send(b, 'video:start', { conversationId: group.conversationId })).toMatchObject({
      ok: false,
      error: { error: 'video.busy' },
    });
    await sendOk(d, 'video:accept', { callId: group.id });
  });

  it('refuses a conversation with more members than a call holds (video.call_full)', async () => {
    const five = await people('Ann', 'Ben', 'Cas', 'Dan', 'Eve');
    const a = await tab(five[0]!);
    const answer = await send(a, 'video:start', { conversationId: await conversationOf(app, 'GROUP', five) });
    expect(answer).toMatchObject({ ok: false, error: { error: 'video.call_full' } });
  });

  it('refuses outsiders, room chats and bad input', async () => {
    const [ann, ben, eve] = await people('Ann', 'Ben', 'Eve');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann!, ben!]);
    const a = await tab(ann!);
    const e = await tab(eve!);
    const call = await start(a, conversationId);

    expect(await send(e, 'video:start', { conversationId })).toMatchObject({
      ok: false,
      error: { error: 'chat.not_found' },
    });
    for (const event of ['video:accept', 'video:decline', 'video:hang-up', 'video:heartbeat']) {
      expect(await send(e, event, { callId: call.id })).toMatchObject({
        ok: false,
        error: { error: 'video.call_not_found' },
      });
    }
    const room = await conversationOf(app, 'ROOM', [ann!, eve!]);
    expect(await send(a, 'video:start', { conversationId: room })).toMatchObject({
      ok: false,
      error: { error: 'chat.not_allowed' },
    });
    expect(await send(a, 'video:start', { conversationId: 'not-a-uuid' })).toMatchObject({
      ok: false,
      error: { error: 'validation.failed' },
    });
    expect(lastCall(e, call.id)).toBeUndefined();
  });

  it('refuses a private call where either blocked the other; in a group, who blocked the caller is not rung', async () => {
    const [ann, ben, cas] = await people('Ann', 'Ben', 'Cas');
    const block = (blocker: VideoUser, blocked: VideoUser) =>
      app.services.database.db
        .insertInto('chat_blocks')
        .values({
          blocker_id: blocker.userId,
          blocked_id: blocked.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
    const a = await tab(ann!);
    const b = await tab(ben!);
    await block(ben!, ann!);
    const blocked = { ok: false, error: { error: 'chat.blocked' } };
    expect(
      await send(a, 'video:start', { conversationId: await conversationOf(app, 'PRIVATE', [ann!, ben!]) }),
    ).toMatchObject(blocked);
    // The one who blocked cannot call either.
    expect(
      await send(b, 'video:start', { conversationId: await conversationOf(app, 'PRIVATE', [ben!, ann!]) }),
    ).toMatchObject(blocked);

    const c = await tab(cas!);
    const group = await start(a, await conversationOf(app, 'GROUP', [ann!, ben!, cas!]));
    expect(group.participants.map((p) => p.uid)).toEqual(
      [ann!.userId, cas!.userId].sort((x, y) =>
        x === ann!.userId ? -1 : y === ann!.userId ? 1 : x.localeCompare(y),
      ),
    );
    await until(() => stateOf(c, group.id, cas!.userId) === 'RINGING');
    expect(lastCall(b, group.id)).toBeUndefined();
  });

  it("a participant's tab closing hangs up for them", async () => {
    const [ann, ben] = await people('Ann', 'Ben');
    const a = await tab(ann!);
    const b = await tab(ben!);
    const call = await start(a, await conversationOf(app, 'PRIVATE', [ann!, ben!]));
    await sendOk(b, 'video:accept', { callId: call.id });
    b.socket.disconnect();
    await until(() => lastCall(a, call.id)?.state === 'ENDED');
    expect(stateOf(a, call.id, ben!.userId)).toBe('LEFT');
  });

  it('an unanswered ring stops after the ring timeout: by the sweep, or when the call is next read', async () => {
    const [ann, ben] = await people('Ann', 'Ben');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann!, ben!]);
    const a = await tab(ann!);
    const b = await tab(ben!);

    const swept = await start(a, conversationId);
    clock.advance(46);
    await app.services.videoCalls.sweep();
    await until(() => lastCall(b, swept.id)?.state === 'ENDED');
    expect(stateOf(b, swept.id, ben!.userId)).toBe('LEFT');

    const read = await start(a, conversationId);
    clock.advance(46);
    // No sweep: the accept reads the call, finds it over, and says so to everyone.
    expect(await send(b, 'video:accept', { callId: read.id })).toMatchObject({
      ok: false,
      error: { error: 'video.call_not_found' },
    });
    await until(() => lastCall(a, read.id)?.state === 'ENDED');
  });

  it('a participant silent for more than two heartbeat periods has left', async () => {
    const [ann, ben] = await people('Ann', 'Ben');
    const a = await tab(ann!);
    const b = await tab(ben!);
    const call = await start(a, await conversationOf(app, 'PRIVATE', [ann!, ben!]));
    await sendOk(b, 'video:accept', { callId: call.id });
    await until(() => lastCall(a, call.id)?.state === 'ACTIVE');
    const stored = async () =>
      (
        await app.services.database.db
          .selectFrom('video_calls')
          .select('state')
          .where('id', '=', call.id)
          .executeTakeFirstOrThrow()
      ).state;

    clock.advance(20);
    await sendOk(a, 'video:heartbeat', { callId: call.id });
    await app.services.videoCalls.sweep();
    expect(await stored()).toBe('ACTIVE');
    // Another tab of the same user is not the one in the call.
    const b2 = await tab(ben!);
    expect(await send(b2, 'video:heartbeat', { callId: call.id })).toMatchObject({
      ok: false,
      error: { error: 'video.call_not_found' },
    });

    clock.advance(11);
    await app.services.videoCalls.sweep();
    await until(() => lastCall(a, call.id)?.state === 'ENDED');
    expect(stateOf(a, call.id, ben!.userId)).toBe('LEFT');
    expect(await send(b, 'video:heartbeat', { callId: call.id })).toMatchObject({
      ok: false,
      error: { error: 'video.call_not_found' },
    });
  });
});
