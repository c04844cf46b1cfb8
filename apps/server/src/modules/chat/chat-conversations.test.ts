import { randomUUID } from 'node:crypto';
import { type ChatMessage, chatEvents, chatMessages } from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import {
  type RealtimeApp,
  realtimeTargets,
  startRealtimeApp,
  until,
} from '../realtime/realtime-test.helpers';
import {
  type ChatClient,
  call,
  chatUser,
  connectTab,
  LIVE,
  ok,
  pushedIds,
  refused,
  send,
} from './chat-test.helpers';

describe.each(realtimeTargets())('chat conversations ($name)', (target) => {
  let app: RealtimeApp;
  const sockets: Socket[] = [];
  const user = async (name: string, roles?: Parameters<typeof chatUser>[2]) => {
    const client = await chatUser(app, name, roles);
    sockets.push(client.socket);
    return client;
  };
  const openPrivate = (from: ChatClient, to: ChatClient) =>
    ok(from.socket, chatEvents.openPrivate, { ...LIVE, userId: to.userId });

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishExampleVenue(app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('sends a private message: stored, acknowledged with its key, delivered once to both sides', async () => {
    const ann = await user('Ann Private');
    const bob = await user('Bob Private');
    const conversation = await openPrivate(ann, bob);
    expect(conversation).toMatchObject({
      kind: 'PRIVATE',
      name: 'Bob Private',
      members: expect.arrayContaining([
        { uid: ann.userId, name: 'Ann Private' },
        { uid: bob.userId, name: 'Bob Private' },
      ]),
      unread: 0,
      blocked: false,
    });
    // Bob is told of the new chat, named after Ann; opening it again gives the same one.
    await until(() => bob.pushes.conversations.some((c) => c.id === conversation.id));
    expect(bob.pushes.conversations.find((c) => c.id === conversation.id)?.name).toBe('Ann Private');
    expect((await openPrivate(bob, ann)).id).toBe(conversation.id);

    const clientKey = randomUUID();
    const sent = await send(ann, conversation.id, '  Hello Bob\r\n  ', clientKey);
    expect(sent).toMatchObject({
      conversationId: conversation.id,
      seq: 1,
      rev: 1,
      author: { uid: ann.userId, name: 'Ann Private' },
      text: 'Hello Bob',
      clientKey,
    });
    await until(() => bob.pushes.messages.length === 1);
    expect(bob.pushes.messages[0]).toEqual({ ...sent, clientKey: undefined });
    expect(bob.pushes.messages[0]).not.toHaveProperty('clientKey');
    // The author's own tabs get it too, with the key.
    await until(() => ann.pushes.messages.length === 1);
    expect(ann.pushes.messages[0]).toEqual(sent);

    const history = await ok(bob.socket, chatEvents.history, { conversationId: conversation.id });
    expect(history).toEqual({ messages: [{ ...sent, clientKey: undefined }], hasMore: false });
    expect(history.messages[0]).not.toHaveProperty('clientKey');
  });

  it('answers a resend with the stored message, delivering it once; the key with another text is refused', async () => {
    const ann = await user('Ann Resend');
    const bob = await user('Bob Resend');
    const { id } = await openPrivate(ann, bob);
    const clientKey = randomUUID();
    const [first, second] = await Promise.all([
      send(ann, id, 'only once', clientKey),
      send(ann, id, 'only once', clientKey),
    ]);
    const third = await send(ann, id, 'only once', clientKey);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const marker = await send(ann, id, 'after');
    await until(() => pushedIds(bob).includes(marker.id));
    expect(pushedIds(bob)).toEqual([first.id, marker.id]);
    expect(marker.seq).toBe(2);
    const history = await ok(ann.socket, chatEvents.history, { conversationId: id });
    expect(history.messages.map((message) => message.text)).toEqual(['only once', 'after']);

    await refused(
      ann.socket,
      chatEvents.send,
      { conversationId: id, clientKey, text: 'another' },
      'chat.duplicate_key',
    );
    const other = await openPrivate(ann, await user('Cy Resend'));
    await refused(
      ann.socket,
      chatEvents.send,
      { conversationId: other.id, clientKey, text: 'only once' },
      'chat.duplicate_key',
    );
  });

  it('refuses an empty text, keeps line feeds and takes out control characters', async () => {
    const ann = await user('Ann Text');
    const { id } = await openPrivate(ann, await user('Bob Text'));
    const error = await refused(
      ann.socket,
      chatEvents.send,
      { conversationId: id, clientKey: randomUUID(), text: ' \u0000\r\n\t ' },
      'validation.failed',
    );
    expect(error?.details?.[0]?.path).toBe('text');
    expect((await send(ann, id, 'a\u0007b\nc\td\u001b')).text).toBe('ab\nc\td');
  });

  it('carries a 4000-character message of three-byte characters (12 kB) and refuses 4001', async () => {
    const ann = await user('Ann Long');
    const { id } = await openPrivate(ann, await user('Bob Long'));
    const text = '語'.repeat(4000);
    expect(Buffer.byteLength(text)).toBe(12_000);
    expect((await send(ann, id, text)).text).toBe(text);
    const emoji = '😀'.repeat(2000);
    expect((await send(ann, id, emoji)).text).toBe(emoji);
    await refused(
      ann.socket,
      chatEvents.send,
      { conversationId: id, clientKey: randomUUID(), text: '語'.repeat(4001) },
      'validation.failed',
    );
  });

  it('opens a private chat only with another existing, named user', async () => {
    const ann = await user('Ann Alone');
    await refused(ann.socket, chatEvents.openPrivate, { ...LIVE, userId: ann.userId }, 'validation.failed');
    await refused(ann.socket, chatEvents.openPrivate, { ...LIVE, userId: randomUUID() }, 'user.not_found');
    const guest = await app.services.auth.ensureUser(`guest-${randomUUID()}@test.local`, 'pw-pw-pw-pw', [
      'guest',
    ]);
    await refused(ann.socket, chatEvents.openPrivate, { ...LIVE, userId: guest.id }, 'user.not_found');
    await refused(
      ann.socket,
      chatEvents.openPrivate,
      { architectureId: 'example-expo', mode: 'STAGE', userId: (await user('Bob Stage')).userId },
      'auth.forbidden',
    );
    await refused(
      ann.socket,
      chatEvents.openPrivate,
      { architectureId: 'not-there', mode: 'LIVE', userId: (await user('Bob Else')).userId },
      'venue.not_published',
    );
  });

  it('creates a group: both validation messages, then the members are told', async () => {
    const owner = await user('Olga Owner');
    const [b, c] = [await user('Ben Member'), await user('Cat Member')];
    const nameError = await refused(
      owner.socket,
      chatEvents.createGroup,
      { ...LIVE, name: '   ', memberIds: [b.userId, c.userId] },
      'validation.failed',
    );
    expect(nameError?.details?.map((detail) => detail.message)).toEqual([chatMessages.channelNameRequired]);
    const usersError = await refused(
      owner.socket,
      chatEvents.createGroup,
      { ...LIVE, name: 'Team', memberIds: [b.userId] },
      'validation.failed',
    );
    expect(usersError?.details?.map((detail) => detail.message)).toEqual([chatMessages.twoUsersRequired]);
    // The owner is no "other" user.
    const selfError = await refused(
      owner.socket,
      chatEvents.createGroup,
      { ...LIVE, name: 'Team', memberIds: [b.userId, owner.userId] },
      'validation.failed',
    );
    expect(selfError?.details?.map((detail) => detail.message)).toEqual([chatMessages.twoUsersRequired]);
    await refused(
      owner.socket,
      chatEvents.createGroup,
      { ...LIVE, name: 'Team', memberIds: [b.userId, randomUUID()] },
      'validation.failed',
    );

    const group = await ok(owner.socket, chatEvents.createGroup, {
      ...LIVE,
      name: '  Team  ',
      memberIds: [b.userId, c.userId, b.userId],
    });
    expect(group).toMatchObject({ kind: 'GROUP', name: 'Team', ownerId: owner.userId, unread: 0 });
    expect(group.members.map((member) => member.name).sort()).toEqual([
      'Ben Member',
      'Cat Member',
      'Olga Owner',
    ]);
    for (const member of [b, c])
      await until(() => member.pushes.conversations.some((x) => x.id === group.id));

    const sent = await send(b, group.id, 'hi team');
    for (const member of [owner, c]) await until(() => pushedIds(member).includes(sent.id));
  });

  it('lets the owner or an administrator rename, change members and delete a group; a member may not', async () => {
    const owner = await user('Greta Owner');
    const [b, c, d] = [await user('Bo'), await user('Cy'), await user('Di')];
    const admin = await user('Ada Admin', ['administrator']);
    const group = await ok(owner.socket, chatEvents.createGroup, {
      ...LIVE,
      name: 'Before',
      memberIds: [b.userId, c.userId],
    });
    await refused(
      b.socket,
      chatEvents.updateGroup,
      { conversationId: group.id, name: 'Mine' },
      'chat.not_allowed',
    );
    await refused(b.socket, chatEvents.deleteGroup, { conversationId: group.id }, 'chat.not_allowed');
    await refused(
      d.socket,
      chatEvents.updateGroup,
      { conversationId: group.id, name: 'Mine' },
      'chat.not_found',
    );

    const renamed = await ok(owner.socket, chatEvents.updateGroup, {
      conversationId: group.id,
      name: 'After',
    });
    expect(renamed.name).toBe('After');
    await until(() => c.pushes.conversations.some((x) => x.id === group.id && x.name === 'After'));

    // Cy leaves, Di joins: Cy is told and can no longer read; Di is told and can.
    await refused(
      owner.socket,
      chatEvents.updateGroup,
      { conversationId: group.id, memberIds: [d.userId] },
      'validation.failed',
    );
    const changed = await ok(admin.socket, chatEvents.updateGroup, {
      conversationId: group.id,
      memberIds: [b.userId, d.userId],
    });
    expect(changed.members.map((member) => member.uid).sort()).toEqual(
      [owner.userId, b.userId, d.userId].sort(),
    );
    await until(() => c.pushes.removed.some((x) => x.conversationId === group.id));
    await until(() => d.pushes.conversations.some((x) => x.id === group.id));
    await refused(c.socket, chatEvents.history, { conversationId: group.id }, 'chat.not_found');
    await refused(
      c.socket,
      chatEvents.send,
      { conversationId: group.id, clientKey: randomUUID(), text: 'still here?' },
      'chat.not_found',
    );
    const sent = await send(d, group.id, 'new here');
    await until(() => pushedIds(b).includes(sent.id));
    expect(pushedIds(c)).not.toContain(sent.id);

    expect(await ok(owner.socket, chatEvents.deleteGroup, { conversationId: group.id })).toEqual({});
    for (const member of [owner, b, d]) {
      await until(() => member.pushes.removed.some((x) => x.conversationId === group.id));
    }
    await refused(b.socket, chatEvents.history, { conversationId: group.id }, 'chat.not_found');
    await refused(admin.socket, chatEvents.deleteGroup, { conversationId: group.id }, 'chat.not_found');
  });

  it('opens a room chat of an area or of one of its widgets, and delivers to those who opened it', async () => {
    const [a, b, c] = [await user('Ann Room'), await user('Ben Room'), await user('Cid Room')];
    await refused(a.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'nowhere' } }, 'chat.not_found');
    await refused(
      a.socket,
      chatEvents.openRoom,
      { ...LIVE, room: { areaId: 'lobby', widgetId: 'keynote' } },
      'chat.not_found',
    );
    const widgetRoom = await ok(a.socket, chatEvents.openRoom, {
      ...LIVE,
      room: { areaId: 'auditorium', widgetId: 'keynote' },
    });
    expect(widgetRoom).toMatchObject({ kind: 'ROOM', room: { areaId: 'auditorium', widgetId: 'keynote' } });

    const room = await ok(a.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } });
    expect(room).toMatchObject({
      kind: 'ROOM',
      name: '',
      room: { areaId: 'lobby' },
      members: [],
      muted: false,
    });
    expect((await ok(b.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } })).id).toBe(
      room.id,
    );
    expect(room.id).not.toBe(widgetRoom.id);
    // Cid never opened it: not a member, gets nothing and cannot write.
    await refused(
      c.socket,
      chatEvents.send,
      { conversationId: room.id, clientKey: randomUUID(), text: 'x' },
      'chat.not_found',
    );

    const sent = await send(b, room.id, 'hello lobby');
    await until(() => pushedIds(a).includes(sent.id));
    await until(() => pushedIds(b).includes(sent.id));
    expect(a.pushes.messages.find((message) => message.id === sent.id)).not.toHaveProperty('clientKey');

    // Closing stops the pushes to that connection; the membership (and history) stays.
    expect(await ok(a.socket, chatEvents.closeRoom, { conversationId: room.id })).toEqual({});
    const after = await send(b, room.id, 'anyone?');
    const marker = await send(b, room.id, 'marker');
    await until(() => pushedIds(b).includes(marker.id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pushedIds(a)).not.toContain(after.id);
    const history = await ok(a.socket, chatEvents.history, { conversationId: room.id });
    expect(history.messages.map((message: ChatMessage) => message.text)).toEqual([
      'hello lobby',
      'anyone?',
      'marker',
    ]);
    // A second tab of Ann that opens the room gets messages there.
    const tab = await connectTab(app, a.token);
    sockets.push(tab.socket);
    await ok(tab.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } });
    const later = await send(b, room.id, 'later');
    await until(() => tab.pushes.messages.some((message) => message.id === later.id));
  });

  it('answers unknown events of the chat with no such conversation rather than silence', async () => {
    const ann = await user('Ann Unknown');
    const ack = await call(ann.socket, chatEvents.history, { conversationId: randomUUID() });
    expect(ack).toMatchObject({ ok: false, error: { error: 'chat.not_found' } });
  });
});
