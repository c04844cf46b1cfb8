import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { ARCHITECTURE, conversationOf, videoUser } from './video-test.helpers';

const TURN = {
  TURN_SECRET: 'north-pole-secret-123',
  TURN_URLS: 'turn:turn.example.org:3478',
  ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]',
};

async function accessRequests(app: TestApp, userId: string) {
  return app.services.database.db
    .selectFrom('video_access_requests')
    .select(['conversation_id', 'architecture_id', 'call_id', 'media', 'granted'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describe.each(testDialects())('POST /api/video-access (%s)', (dialect) => {
  let app: TestApp;
  let disabled: TestApp;
  const ask = (target: TestApp, token: string | undefined, payload: unknown) =>
    target.inject({
      method: 'POST',
      url: '/api/video-access',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    app = await createTestApp(dialect, TURN);
    disabled = await createTestApp(dialect, { VIDEO_CHAT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await app?.cleanup();
    await disabled?.cleanup();
  });

  it('answers the ICE servers with TURN credentials for the member, and records the request', async () => {
    const ann = await videoUser(app, 'Ann');
    const ben = await videoUser(app, 'Ben');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann, ben]);
    const response = await ask(app, ann.token, {
      architectureId: ARCHITECTURE,
      conversationId,
      media: 'granted',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.ttlSeconds).toBe(3600);
    expect(body.iceServers[0]).toEqual({ urls: 'stun:stun.example.org:3478' });
    expect(body.iceServers[1]).toMatchObject({
      urls: ['turn:turn.example.org:3478'],
      username: expect.stringMatching(new RegExp(`^\\d{10}:${ann.userId}$`)),
      credential: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/),
    });
    const expiry = Number(body.iceServers[1].username.split(':')[0]);
    expect(expiry - Date.now() / 1000).toBeGreaterThan(3590);
    expect(expiry - Date.now() / 1000).toBeLessThan(3610);
    expect(await accessRequests(app, ann.userId)).toEqual([
      {
        conversation_id: conversationId,
        architecture_id: ARCHITECTURE,
        call_id: null,
        media: 'granted',
        granted: 1,
      },
    ]);
  });

  it('refuses (and records) a conversation the caller is not in, of another venue, or a room chat', async () => {
    const ann = await videoUser(app, 'Ann');
    const eve = await videoUser(app, 'Eve');
    const theirs = await conversationOf(app, 'PRIVATE', [ann, await videoUser(app, 'Ben')]);
    const notMine = await ask(app, eve.token, { architectureId: ARCHITECTURE, conversationId: theirs });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error).toBe('chat.not_found');

    const own = await conversationOf(app, 'PRIVATE', [eve, ann]);
    const elsewhere = await ask(app, eve.token, { architectureId: 'other-venue', conversationId: own });
    expect(elsewhere.statusCode).toBe(404);

    const room = await conversationOf(app, 'ROOM', [eve]);
    const roomAnswer = await ask(app, eve.token, { architectureId: ARCHITECTURE, conversationId: room });
    expect(roomAnswer.statusCode).toBe(403);
    expect(roomAnswer.json().error).toBe('chat.not_allowed');

    const unknownCall = await ask(app, eve.token, {
      architectureId: ARCHITECTURE,
      conversationId: own,
      callId: crypto.randomUUID(),
    });
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json().error).toBe('video.call_not_found');

    expect((await accessRequests(app, eve.userId)).map((row) => [row.conversation_id, row.granted])).toEqual([
      [theirs, 0],
      [own, 0],
      [room, 0],
      [own, 0],
    ]);
  });

  it('answers video.not_enabled (409) when video chat is off, and records the request', async () => {
    const ann = await videoUser(disabled, 'Ann');
    const conversationId = await conversationOf(disabled, 'PRIVATE', [ann, await videoUser(disabled, 'Ben')]);
    const response = await ask(disabled, ann.token, { architectureId: ARCHITECTURE, conversationId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'video.not_enabled', errMsg: 'Video chat is not enabled.' });
    expect(await accessRequests(disabled, ann.userId)).toMatchObject([{ granted: 0, media: 'prompt' }]);
  });

  it('refuses no token, a guest and bad bodies (400) without recording them', async () => {
    const ann = await videoUser(app, 'Ann');
    const guest = await videoUser(app, 'Guest', ['guest']);
    const conversationId = await conversationOf(app, 'PRIVATE', [ann, guest]);
    expect((await ask(app, undefined, { architectureId: ARCHITECTURE, conversationId })).statusCode).toBe(
      401,
    );
    // A guest session is refused outright where the venue offers no anonymous access, else by the access rule.
    expect([401, 403]).toContain(
      (await ask(app, guest.token, { architectureId: ARCHITECTURE, conversationId })).statusCode,
    );
    for (const body of [
      {},
      { architectureId: ARCHITECTURE, conversationId: 'x' },
      { architectureId: ARCHITECTURE, conversationId, media: 'maybe' },
      { architectureId: ARCHITECTURE, conversationId, extra: true },
    ]) {
      const response = await ask(app, ann.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe('validation.failed');
    }
    expect(await accessRequests(app, ann.userId)).toEqual([]);
    expect(await accessRequests(app, guest.userId)).toEqual([]);
  });

  it('limits the requests of one user (429 with Retry-After)', async () => {
    const ann = await videoUser(app, 'Ann');
    const conversationId = await conversationOf(app, 'PRIVATE', [ann, await videoUser(app, 'Ben')]);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await ask(app, ann.token, { architectureId: ARCHITECTURE, conversationId })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await ask(app, ann.token, { architectureId: ARCHITECTURE, conversationId });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await accessRequests(app, ann.userId)).length).toBe(30);
  });

  it('starting a call is refused too when video chat is off', async () => {
    const ann = await videoUser(disabled, 'Ann');
    const conversationId = await conversationOf(disabled, 'PRIVATE', [ann, await videoUser(disabled, 'Ben')]);
    const caller = { userId: ann.userId, connectionId: 'tab' };
    await expect(disabled.services.videoCalls.start(caller, conversationId)).rejects.toMatchObject({
      id: 'video.not_enabled',
    });
  });
});
