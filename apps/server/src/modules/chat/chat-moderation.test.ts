import { randomUUID } from 'node:crypto';
import { chatEvents } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import {
  type RealtimeApp,
  realtimeTargets,
  startRealtimeApp,
  until,
} from '../realtime/realtime-test.helpers';
import { type ChatClient, chatUser, LIVE, ok, pushedIds, refused, send } from './chat-test.helpers';

describe.each(realtimeTargets())('chat moderation ($name)', (target) => {
  let app: RealtimeApp;
  let admin: ChatClient;
  const sockets: Socket[] = [];
  const user = async (name: string) => {
    const client = await chatUser(app, name);
    sockets.push(client.socket);
    return client;
  };
  const http = (who: ChatClient, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishExampleVenue(app);
    admin = await chatUser(app, 'Ada Admin', ['administrator']);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    admin.socket.close();
    await app.cleanup();
  });

  it('blocks a user from messaging the blocker privately, both ways, until lifted', async () => {
    const [ann, bob] = [await user('Ann Blocker'), await user('Bob Blocked')];
    const { id } = await ok(bob.socket, chatEvents.openPrivate, { ...LIVE, userId: ann.userId });
    await send(bob, id, 'before');

    const blocked = await http(ann, 'POST', '/api/chat/blocks', { userId: bob.userId });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ blocked: [{ uid: bob.userId, name: 'Bob Blocked' }] });
    expect(blocked.headers['cache-control']).toBe('private, no-store');
    expect((await http(ann, 'GET', '/api/chat/blocks')).json()).toEqual(blocked.json());

    const text = { conversationId: id, clientKey: randomUUID(), text: 'are you there?' };
    await refused(bob.socket, chatEvents.send, text, 'chat.blocked');
    await refused(ann.socket, chatEvents.send, { ...text, clientKey: randomUUID() }, 'chat.blocked');
    await refused(bob.socket, chatEvents.openPrivate, { ...LIVE, userId: ann.userId }, 'chat.blocked');
    const annView = (await ok(ann.socket, chatEvents.sync, LIVE)).conversations.find((c) => c.id === id);
    expect(annView?.blocked).toBe(true);
    const bobView = (await ok(bob.socket, chatEvents.sync, LIVE)).conversations.find((c) => c.id === id);
    expect(bobView?.blocked).toBe(false);
    // Blocks are about private messages: the blocked user still writes in a room both opened.
    const room = await ok(bob.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } });
    await send(bob, room.id, 'in the room');

    const lifted = await http(ann, 'DELETE', `/api/chat/blocks/${bob.userId}`);
    expect(lifted.json()).toEqual({ blocked: [] });
    const after = await send(bob, id, 'after the block');
    await until(() => pushedIds(ann).includes(after.id));

    expect((await http(ann, 'POST', '/api/chat/blocks', { userId: ann.userId })).statusCode).toBe(400);
    expect((await http(ann, 'POST', '/api/chat/blocks', { userId: randomUUID() })).statusCode).toBe(404);
  });

  it('takes reports of messages from members only, once each, and lists them to administrators', async () => {
    const [ann, bob, eve] = [
      await user('Ann Reporter'),
      await user('Bob Reported'),
      await user('Eve Outsider'),
    ];
    const { id } = await ok(ann.socket, chatEvents.openPrivate, { ...LIVE, userId: bob.userId });
    const message = await send(bob, id, 'something rude');
    const report = (who: ChatClient, messageId: string, reason = 'rude') =>
      http(who, 'POST', `/api/chat/messages/${messageId}/report`, { reason });

    expect((await report(ann, message.id)).statusCode).toBe(202);
    expect((await report(ann, message.id, 'again')).statusCode).toBe(202);
    for (const response of [await report(eve, message.id), await report(ann, randomUUID())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('chat.message_not_found');
    }
    expect((await http(ann, 'GET', '/api/chat/reports')).statusCode).toBe(403);

    const listed = await http(admin, 'GET', '/api/chat/reports?architectureId=example-expo&mode=LIVE');
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed
      .json()
      .reports.filter((r: { message: { id: string } }) => r.message.id === message.id);
    expect(mine).toEqual([
      {
        id: expect.any(String),
        message: { ...message, clientKey: undefined },
        reporter: { uid: ann.userId, name: 'Ann Reporter' },
        reason: 'rude',
        createdAt: expect.any(Number),
      },
    ]);
    expect(mine[0].message).not.toHaveProperty('clientKey');
    const stage = await http(admin, 'GET', '/api/chat/reports?mode=STAGE');
    expect(stage.json().reports.some((r: { message: { id: string } }) => r.message.id === message.id)).toBe(
      false,
    );
  });

  it('mutes a user in the room chats of a venue (for minutes or until lifted); private chats are not muted', async () => {
    const [mia, other] = [await user('Mia Muted'), await user('Oli Other')];
    const room = await ok(mia.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'auditorium' } });
    await send(mia, room.id, 'before');

    expect((await http(mia, 'POST', '/api/chat/mutes', { ...LIVE, userId: other.userId })).statusCode).toBe(
      403,
    );
    const muted = await http(admin, 'POST', '/api/chat/mutes', { ...LIVE, userId: mia.userId });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json().mutes).toContainEqual({ user: { uid: mia.userId, name: 'Mia Muted' } });
    const text = () => ({ conversationId: room.id, clientKey: randomUUID(), text: 'let me speak' });
    await refused(mia.socket, chatEvents.send, text(), 'chat.muted');
    expect(
      (await ok(mia.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'auditorium' } })).muted,
    ).toBe(true);
    const { id } = await ok(mia.socket, chatEvents.openPrivate, { ...LIVE, userId: other.userId });
    await send(mia, id, 'privately fine');

    const lifted = await http(admin, 'DELETE', `/api/chat/mutes/example-expo/LIVE/${mia.userId}`);
    expect(lifted.json().mutes).not.toContainEqual(
      expect.objectContaining({ user: expect.objectContaining({ uid: mia.userId }) }),
    );
    await send(mia, room.id, 'back');

    const timed = await http(admin, 'POST', '/api/chat/mutes', { ...LIVE, userId: mia.userId, minutes: 5 });
    const until5 = timed
      .json()
      .mutes.find((mute: { user: { uid: string } }) => mute.user.uid === mia.userId).until;
    expect(until5).toBeGreaterThan(Date.now() + 4 * 60_000);
    await refused(mia.socket, chatEvents.send, text(), 'chat.muted');
    const list = await http(admin, 'GET', '/api/chat/mutes?architectureId=example-expo&mode=LIVE');
    expect(list.json().mutes.map((mute: { user: { uid: string } }) => mute.user.uid)).toContain(mia.userId);
    // A mute that ended (its time is past) no longer holds.
    await app.services.database.db
      .updateTable('chat_room_mutes')
      .set({ until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', mia.userId)
      .execute();
    app.services.events.emit('chat.mute.changed', { ...LIVE, userId: mia.userId });
    await send(mia, room.id, 'time served');
  });

  async function uploadText(who: ChatClient, conversationId: string, text: string): Promise<string> {
    const upload = await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/files`,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: [
        '--x',
        'Content-Disposition: form-data; name="file"; filename="notes.txt"',
        'Content-Type: text/plain',
        '',
        text,
        '--x--',
        '',
      ].join('\r\n'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    return upload.json().file.id as string;
  }

  it('sends a file into a room chat, signed for each viewer who opened it', async () => {
    const [ann, bob] = [await user('Ann Room Files'), await user('Bob Room Files')];
    const room = await ok(ann.socket, chatEvents.openRoom, {
      ...LIVE,
      room: { areaId: 'expo-hall', widgetId: 'board' },
    });
    await ok(bob.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'expo-hall', widgetId: 'board' } });
    const fileId = await uploadText(ann, room.id, 'room notes');
    const sent = await ok(ann.socket, chatEvents.send, {
      conversationId: room.id,
      clientKey: randomUUID(),
      text: 'see',
      fileId,
    });
    await until(() => pushedIds(bob).includes(sent.id));
    const pushed = bob.pushes.messages.find((message) => message.id === sent.id)!;
    expect(pushed.file?.url).toContain(`uid=${encodeURIComponent(bob.userId)}`);
    expect((await app.inject({ method: 'GET', url: pushed.file!.url })).body).toBe('room notes');
    await until(() => pushedIds(ann).includes(sent.id));
    expect(ann.pushes.messages.filter((message) => message.id === sent.id)).toHaveLength(1);
  });

  it('sends a message with a file, signed for each member; deleting the message removes the file', async () => {
    const [ann, bob] = [await user('Ann Files'), await user('Bob Files')];
    const { id } = await ok(ann.socket, chatEvents.openPrivate, { ...LIVE, userId: bob.userId });
    const fileId = await uploadText(ann, id, 'meeting notes');
    const clientKey = randomUUID();
    const sent = await ok(ann.socket, chatEvents.send, { conversationId: id, clientKey, text: '', fileId });
    expect(sent.file).toMatchObject({ id: fileId, name: 'notes.txt' });
    expect(sent.file?.url).toContain(`uid=${encodeURIComponent(ann.userId)}`);
    // A resend with the file answers the stored message.
    expect(
      await ok(ann.socket, chatEvents.send, { conversationId: id, clientKey, text: '', fileId }),
    ).toEqual(sent);
    await refused(
      ann.socket,
      chatEvents.send,
      { conversationId: id, clientKey: randomUUID(), text: 'again', fileId },
      'validation.failed',
    );
    await until(() => pushedIds(bob).includes(sent.id));
    const pushed = bob.pushes.messages.find((message) => message.id === sent.id)!;
    expect(pushed.file?.url).toContain(`uid=${encodeURIComponent(bob.userId)}`);
    expect((await app.inject({ method: 'GET', url: pushed.file!.url })).body).toBe('meeting notes');

    const deleted = await ok(ann.socket, chatEvents.delete, { messageId: sent.id });
    expect(deleted).not.toHaveProperty('file');
    await until(async () => (await app.inject({ method: 'GET', url: pushed.file!.url })).statusCode === 410);
  });
});
