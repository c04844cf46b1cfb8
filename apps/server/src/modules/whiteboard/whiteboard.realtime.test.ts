import type { AddressInfo } from 'node:net';
import { WHITEBOARD_MAX_UPDATE_BYTES, WHITEBOARD_UPDATE_BURST, whiteboardEvents } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildApp } from '../../app';
import { multipart } from '../assets/assets-test.helpers';
import { image } from '../chat/chat-files.fixtures';
import type { TestUser } from '../profiles/profiles-test.helpers';
import {
  ask,
  connectClient,
  type RealtimeApp,
  realtimeTargets,
  startRealtimeApp,
  until,
} from '../realtime/realtime-test.helpers';
import { wallUser } from '../social-wall/social-wall-test.helpers';
import {
  BOARD,
  type BoardClient,
  joinBoard,
  publishWhiteboardVenue,
  READ_ONLY_BOARD,
  storedShapes,
  tokenOf,
} from './whiteboard-test.helpers';

describe.each(realtimeTargets())('whiteboard ($name)', (target) => {
  let app: RealtimeApp;
  let ada: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  let admin: TestUser;
  const sockets: Socket[] = [];
  const open = async (user: TestUser, ref = BOARD) => {
    const client = await joinBoard(app.url, tokenOf(user), ref);
    sockets.push(client.socket);
    return client;
  };
  const errorOf = (ack: { ok: boolean; error?: { error: string } }) => (ack.ok ? 'ok' : ack.error!.error);

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishWhiteboardVenue(app);
    [ada, bob, cy, admin] = await Promise.all([
      wallUser(app, 'Ada'),
      wallUser(app, 'Bob'),
      wallUser(app, 'Cy'),
      wallUser(app, 'Ann Admin', ['administrator']),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.cleanup();
  });

  it('synchronises two clients, gives a late joiner both, and stores every change', async () => {
    const a = await open(ada);
    const b = await open(bob);
    expect(a.joined).toMatchObject({ ok: true, data: { generation: 1, readOnly: false } });
    expect(errorOf(await a.draw('a1'))).toBe('ok');
    await until(() => 'a1' in b.shapes());
    expect(errorOf(await b.draw('b1'))).toBe('ok');
    await until(() => 'b1' in a.shapes());

    const late = await open(cy);
    expect(Object.keys(late.shapes()).sort()).toEqual(['a1', 'b1']);
    expect(Object.keys(await storedShapes(app)).sort()).toEqual(['a1', 'b1']);
  });

  it('relays awareness with the name presence shows, whatever the client claims', async () => {
    const a = await open(ada);
    const b = await open(bob);
    a.awareness.setLocalState({ cursor: { x: 1, y: 2 }, user: { userId: 'someone-else', name: 'Mallory' } });
    expect(errorOf(await a.sendAwareness())).toBe('ok');
    await until(() => b.awareness.getStates().has(a.doc.clientID));
    expect(b.awareness.getStates().get(a.doc.clientID)).toEqual({
      cursor: { x: 1, y: 2 },
      user: { userId: ada.id, name: 'Ada' },
    });
    // A late joiner gets it with the join; a leave removes it for the others.
    const c = await open(cy);
    expect(c.awareness.getStates().get(a.doc.clientID)).toMatchObject({ user: { name: 'Ada' } });
    expect(await ask(a.socket, whiteboardEvents.leave.name, BOARD)).toEqual({ ok: true, data: {} });
    await until(() => !b.awareness.getStates().has(a.doc.clientID));
  });

  it('refuses an oversized update, an unreadable one and one built on unknown changes, leaving the board intact', async () => {
    const a = await open(ada);
    expect(errorOf(await a.draw('kept'))).toBe('ok');
    const before = await storedShapes(app);

    const big = new Y.Doc();
    big.getMap('elements').set('huge', 'x'.repeat(WHITEBOARD_MAX_UPDATE_BYTES + 1000));
    expect(errorOf(await a.send(Y.encodeStateAsUpdate(big)))).toBe('whiteboard.update_too_large');
    expect(errorOf(await a.send(new Uint8Array([7, 200, 255, 255, 255, 1, 2, 3])))).toBe(
      'whiteboard.update_invalid',
    );
    const ahead = new Y.Doc();
    ahead.getMap('elements').set('first', 1);
    const afterFirst = Y.encodeStateVector(ahead);
    ahead.getMap('elements').set('second', 2);
    // Only the second change: it builds on the first, which the server never got.
    expect(errorOf(await a.send(Y.encodeStateAsUpdate(ahead, afterFirst)))).toBe('whiteboard.update_invalid');

    expect(await storedShapes(app)).toEqual(before);
    // The connection is still there and the board still takes changes.
    expect(errorOf(await a.draw('after'))).toBe('ok');
    expect(Object.keys(await storedShapes(app))).toContain('after');
  });

  it('answers a flood with whiteboard.rate_limited and stores exactly what it accepted', async () => {
    const a = await open(cy);
    const acks = await Promise.all(
      Array.from({ length: WHITEBOARD_UPDATE_BURST + 40 }, (_, index) => {
        const doc = new Y.Doc();
        doc.getMap('elements').set(`flood-${index}`, index);
        return a.send(Y.encodeStateAsUpdate(doc)).then((ack) => [`flood-${index}`, errorOf(ack)] as const);
      }),
    );
    const accepted = acks.filter(([, result]) => result === 'ok').map(([id]) => id);
    const refused = acks.filter(([, result]) => result !== 'ok').map(([, result]) => result);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['whiteboard.rate_limited']));
    const stored = Object.keys(await storedShapes(app)).filter((id) => id.startsWith('flood-'));
    expect(stored.sort()).toEqual(accepted.sort());
  });

  it('keeps a board read-only for attendees; an administrator draws on it', async () => {
    const a = await open(ada, READ_ONLY_BOARD);
    expect(a.joined).toMatchObject({ ok: true, data: { readOnly: true } });
    expect(errorOf(await a.draw('attendee-shape'))).toBe('whiteboard.read_only');
    const boss = await open(admin, READ_ONLY_BOARD);
    expect(boss.joined).toMatchObject({ ok: true, data: { readOnly: false } });
    expect(errorOf(await boss.draw('admin-shape'))).toBe('ok');
    await until(() => 'admin-shape' in a.shapes());
    expect(Object.keys(await storedShapes(app, READ_ONLY_BOARD))).toEqual(['admin-shape']);
    const upload = await uploadTo(ada, READ_ONLY_BOARD.boardId, await image(40, 30));
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error).toBe('whiteboard.read_only');
  });

  it('keeps stage and live boards apart, the stage for previewers only', async () => {
    const stage = { ...BOARD, mode: 'STAGE' as const };
    const onStage = await open(admin, stage);
    expect(onStage.joined).toMatchObject({ ok: true });
    expect(onStage.shapes()).toEqual({});
    expect(errorOf(await onStage.draw('stage-only'))).toBe('ok');
    expect(Object.keys(await storedShapes(app))).not.toContain('stage-only');
    expect(errorOf((await open(ada, stage)).joined)).toBe('auth.forbidden');
  });

  it('refuses boards that do not exist and messages for boards not joined', async () => {
    expect(errorOf((await open(ada, { ...BOARD, boardId: 'no-such-board' })).joined)).toBe(
      'whiteboard.not_found',
    );
    expect(errorOf((await open(ada, { ...BOARD, architectureId: 'other-venue' })).joined)).toBe(
      'whiteboard.not_found',
    );
    const socket = await connectClient(app.url, tokenOf(bob));
    sockets.push(socket);
    const doc = new Y.Doc();
    doc.getMap('elements').set('x', 1);
    const ack = await ask(socket, whiteboardEvents.sync.name, {
      ...BOARD,
      generation: 1,
      message: new Uint8Array([2, 2, 0, 0]),
    });
    expect(errorOf(ack as never)).toBe('whiteboard.not_joined');
    expect(errorOf((await ask(socket, whiteboardEvents.join.name, { ...BOARD, boardId: 7 })) as never)).toBe(
      'validation.failed',
    );
  });

  it('lets an administrator clear a board: everyone is told, old changes are refused, the images go', async () => {
    const a = await open(ada);
    expect(errorOf(await a.draw('before-clear'))).toBe('ok');
    const uploaded = await uploadTo(ada, BOARD.boardId, await image(64, 48));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture = uploaded.json();
    expect(picture).toMatchObject({ mimeType: 'image/webp', width: 64, height: 48 });
    expect((await app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(200);
    const urls = (await ask(a.socket, whiteboardEvents.imageUrls.name, {
      ...BOARD,
      imageIds: [picture.imageId],
    })) as {
      ok: true;
      data: { images: { imageId: string }[] };
    };
    expect(urls.data.images.map((one) => one.imageId)).toEqual([picture.imageId]);

    const refused = await app.inject({
      method: 'POST',
      url: `/api/whiteboard/${BOARD.boardId}/clear`,
      query: { architectureId: BOARD.architectureId },
      headers: ada.headers,
    });
    expect(refused.statusCode).toBe(403);
    const cleared = await app.inject({
      method: 'POST',
      url: `/api/whiteboard/${BOARD.boardId}/clear`,
      query: { architectureId: BOARD.architectureId },
      headers: admin.headers,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const { generation } = cleared.json();
    await until(() => a.cleared.includes(generation));
    expect(errorOf(await a.draw('stale'))).toBe('whiteboard.stale');
    expect(await storedShapes(app)).toEqual({});
    expect((await app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(404);

    const fresh = await open(bob);
    expect(fresh.joined).toMatchObject({ ok: true, data: { generation } });
    expect(fresh.shapes()).toEqual({});
  });

  function uploadTo(user: TestUser, boardId: string, bytes: Buffer) {
    const body = multipart('drop.png', bytes, 'image/png');
    return app.inject({
      method: 'POST',
      url: `/api/whiteboard/${boardId}/images`,
      query: { architectureId: BOARD.architectureId },
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
  }
});

describe.each(realtimeTargets())('whiteboard across a restart ($name)', (target) => {
  it('keeps a board, compacted or not, in the database for the next process', async () => {
    const app = await startRealtimeApp(target);
    const clients: BoardClient[] = [];
    try {
      await publishWhiteboardVenue(app);
      const ada = await wallUser(app, 'Ada');
      const a = await joinBoard(app.url, tokenOf(ada));
      clients.push(a);
      for (const id of ['one', 'two', 'three']) expect((await a.draw(id)).ok).toBe(true);
      await a.draw('one', { type: 'ellipse', id: 'one' });

      const second = await buildApp(app.config, { logger: false });
      await second.listen({ host: '127.0.0.1', port: 0 });
      try {
        const url = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
        const b = await joinBoard(url, tokenOf(ada));
        clients.push(b);
        expect(b.shapes()).toEqual(a.shapes());
      } finally {
        await second.close();
      }
      // Compacted when the process stops: one snapshot, no updates, the same board.
      await app.services.whiteboard.close();
      const stored = await app.services.whiteboard.repository.storedBytes(BOARD);
      expect(stored.count).toBe(0);
      expect(Object.keys(await storedShapes(app)).sort()).toEqual(['one', 'three', 'two']);
      expect((await storedShapes(app)).one).toEqual({ type: 'ellipse', id: 'one' });
    } finally {
      for (const client of clients) client.socket.close();
      await app.cleanup();
    }
  });
});
