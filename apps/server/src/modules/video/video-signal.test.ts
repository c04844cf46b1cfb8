import { VIDEO_SIGNAL_MAX_CHARS, type VideoCall } from '@atrium/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RealtimeApp, realtimeTargets, until } from '../realtime/realtime-test.helpers';
import {
  conversationOf,
  openTab,
  send,
  sendOk,
  startVideoApp,
  type Tab,
  type VideoUser,
  videoUser,
} from './video-test.helpers';

const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;
const CANDIDATE = {
  type: 'candidate',
  candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
} as const;
const refused = { ok: false, error: { error: 'video.call_not_found' } };

describe.each(realtimeTargets())('video signals ($name)', (target) => {
  let app: RealtimeApp;
  const tabs: Tab[] = [];
  const tab = async (user: VideoUser) => {
    const opened = await openTab(app.url, user);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    app = await startVideoApp(target);
  });
  afterEach(() => {
    for (const opened of tabs.splice(0)) opened.socket.close();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  /** Ann and Ben in a call of a group with Cas (whose ring is left ringing), and Eve outside. */
  async function callOfTwo() {
    const [ann, ben, cas, eve] = await Promise.all(
      ['Ann', 'Ben', 'Cas', 'Eve'].map((n) => videoUser(app, n)),
    );
    const a = await tab(ann!);
    const b = await tab(ben!);
    const bOther = await tab(ben!);
    const c = await tab(cas!);
    const e = await tab(eve!);
    const conversationId = await conversationOf(app, 'GROUP', [ann!, ben!, cas!]);
    const call = await sendOk<VideoCall>(a, 'video:start', { conversationId });
    await sendOk(b, 'video:accept', { callId: call.id });
    return { ann: ann!, a, b, bOther, c, e, call };
  }

  it("relays a signal from one joined participant's tab to the other's, naming the sender", async () => {
    const { ann, a, b, bOther, call } = await callOfTwo();
    expect(await sendOk(a, 'video:signal', { callId: call.id, to: b.socket.id, signal: OFFER })).toEqual({});
    expect(await sendOk(a, 'video:signal', { callId: call.id, to: b.socket.id, signal: CANDIDATE })).toEqual(
      {},
    );
    await until(() => b.signals.length === 2);
    expect(b.signals).toEqual([
      {
        callId: call.id,
        from: a.socket.id,
        fromUser: { uid: ann.userId, name: expect.any(String) },
        signal: OFFER,
      },
      {
        callId: call.id,
        from: a.socket.id,
        fromUser: { uid: ann.userId, name: expect.any(String) },
        signal: CANDIDATE,
      },
    ]);
    await sendOk(b, 'video:signal', {
      callId: call.id,
      to: a.socket.id,
      signal: { type: 'answer', sdp: 'v=0' },
    });
    await until(() => a.signals.length === 1);
    // Only the addressed tab: not the user's other tab.
    expect(bOther.signals).toEqual([]);
  });

  it('refuses signals of anyone not joined, and to any tab that is not a joined participant', async () => {
    const { a, b, bOther, c, e, call } = await callOfTwo();
    const to = (target: Tab) => ({ callId: call.id, to: target.socket.id, signal: OFFER });

    // Eve is no member; Cas is a member whose ring still rings; Ben's other tab is not in the call.
    expect(await send(e, 'video:signal', to(a))).toMatchObject(refused);
    expect(await send(c, 'video:signal', to(a))).toMatchObject(refused);
    expect(await send(bOther, 'video:signal', to(a))).toMatchObject(refused);
    // A participant may not reach a foreign tab, a ringing member's tab, its own, or a made-up id.
    expect(await send(a, 'video:signal', to(e))).toMatchObject(refused);
    expect(await send(a, 'video:signal', to(c))).toMatchObject(refused);
    expect(await send(a, 'video:signal', to(bOther))).toMatchObject(refused);
    expect(await send(a, 'video:signal', to(a))).toMatchObject(refused);
    expect(await send(a, 'video:signal', { ...to(b), callId: crypto.randomUUID() })).toMatchObject(refused);

    // After the hang-up nobody is joined: the call's tabs no longer reach each other.
    await sendOk(b, 'video:hang-up', { callId: call.id });
    expect(await send(a, 'video:signal', to(b))).toMatchObject(refused);

    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const target of [a, b, bOther, c, e]) expect(target.signals).toEqual([]);
  });

  it('refuses signals beyond the schema: too long, unknown kinds, extra fields', async () => {
    const { a, b, call } = await callOfTwo();
    const invalid = { ok: false, error: { error: 'validation.failed' } };
    for (const signal of [
      { type: 'offer', sdp: 'x'.repeat(VIDEO_SIGNAL_MAX_CHARS + 1) },
      { type: 'candidate', candidate: 'x'.repeat(2001) },
      { type: 'bye' },
      { ...OFFER, extra: 'field' },
    ]) {
      expect(await send(a, 'video:signal', { callId: call.id, to: b.socket.id, signal })).toMatchObject(
        invalid,
      );
    }
    expect(
      await send(a, 'video:signal', { callId: call.id, to: 'x'.repeat(101), signal: OFFER }),
    ).toMatchObject(invalid);
    // The largest allowed signal goes through.
    const largest = { type: 'offer', sdp: 'x'.repeat(VIDEO_SIGNAL_MAX_CHARS) };
    await sendOk(a, 'video:signal', { callId: call.id, to: b.socket.id, signal: largest });
    await until(() => b.signals.length === 1);
  });
});
