import { randomUUID } from 'node:crypto';
import {
  CHAT_SYNC_MAX_CONVERSATIONS,
  type ChatMessage,
  chatEvents,
  type PresencePage,
  presenceEvents,
} from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { MAX_MESSAGE_BYTES } from '../realtime/realtime.module';
import {
  ask,
  type RealtimeApp,
  realtimeTargets,
  record,
  startRealtimeApp,
  until,
} from '../realtime/realtime-test.helpers';
import { chatUser, connectTab, LIVE, ok, pushedIds, refused, send } from './chat-test.helpers';

const texts = (messages: ChatMessage[]) => messages.map((message) => message.text);

describe.each(realtimeTargets())('chat messages ($name)', (target) => {
  let app: RealtimeApp;
  const sockets: Socket[] = [];
  const user = async (name: string, roles?: Parameters<typeof chatUser>[2]) => {
    const client = await chatUser(app, name, roles);
    sockets.push(client.socket);
    return client;
  };
  const pair = async (tag: string) => {
    const a = await user(`Ann ${tag}`);
    const b = await user(`Bob ${tag}`);
    const conversation = await ok(a.socket, chatEvents.openPrivate, { ...LIVE, userId: b.userId });
    return { a, b, id: conversation.id };
  };

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

  it('pages the history backwards, oldest first in each page', async () => {
    const { a, b, id } = await pair('History');
    for (let n = 1; n <= 7; n++) await send(n % 2 ? a : b, id, `m${n}`);
    const newest = await ok(b.socket, chatEvents.history, { conversationId: id, limit: 3 });
    expect(texts(newest.messages)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.messages.map((message) => message.seq)).toEqual([5, 6, 7]);
    expect(newest.hasMore).toBe(true);
    const middle = await ok(b.socket, chatEvents.history, { conversationId: id, limit: 3, beforeSeq: 5 });
    expect(texts(middle.messages)).toEqual(['m2', 'm3', 'm4']);
    expect(middle.hasMore).toBe(true);
    const oldest = await ok(b.socket, chatEvents.history, { conversationId: id, limit: 3, beforeSeq: 2 });
    expect(oldest).toMatchObject({ hasMore: false });
    expect(texts(oldest.messages)).toEqual(['m1']);
    await refused(b.socket, chatEvents.history, { conversationId: id, limit: 51 }, 'validation.failed');
  });

  it('counts unread messages of others and marks them read (never back), telling the other tabs', async () => {
    const { a, b, id } = await pair('Unread');
    const otherTab = await connectTab(app, b.token);
    sockets.push(otherTab.socket);
    await send(a, id, 'one');
    await send(a, id, 'two');
    const three = await send(a, id, 'three');
    await send(b, id, 'my own');
    const synced = await ok(b.socket, chatEvents.sync, LIVE);
    expect(synced.conversations.find((c) => c.id === id)).toMatchObject({
      unread: 3,
      lastMessage: { text: 'my own' },
    });

    expect(await ok(b.socket, chatEvents.read, { conversationId: id, seq: 2 })).toEqual({ unread: 1 });
    await until(() => otherTab.pushes.conversations.some((c) => c.id === id && c.unread === 1));
    expect(b.pushes.conversations.some((c) => c.id === id && c.unread === 1)).toBe(false);
    expect(await ok(b.socket, chatEvents.read, { conversationId: id, seq: 1 })).toEqual({ unread: 1 });
    expect(await ok(b.socket, chatEvents.read, { conversationId: id, seq: 1_000_000 })).toEqual({
      unread: 0,
    });
    const four = await send(a, id, 'four');
    expect(four.seq).toBe(three.seq + 2);
    // The mark stopped at the last message: the next one is unread.
    expect(await ok(b.socket, chatEvents.read, { conversationId: id, seq: 0 })).toEqual({ unread: 1 });
    expect((await ok(a.socket, chatEvents.sync, LIVE)).conversations.find((c) => c.id === id)?.unread).toBe(
      1,
    );
  });

  it('syncs a client that missed messages, edits and deletes: exactly the changes after its cursor', async () => {
    const { a, b, id } = await pair('Sync');
    const seen = await send(a, id, 'seen');
    const edited = await send(a, id, 'before edit');
    const deleted = await send(a, id, 'to delete');
    await until(() => pushedIds(b).includes(deleted.id));
    const cursor = deleted.rev;
    b.socket.close();

    await ok(a.socket, chatEvents.edit, { messageId: edited.id, text: 'after edit' });
    await ok(a.socket, chatEvents.delete, { messageId: deleted.id });
    const missed = await send(a, id, 'missed');
    const group = await ok(a.socket, chatEvents.createGroup, {
      ...LIVE,
      name: 'Later',
      memberIds: [b.userId, (await user('Cy Sync')).userId],
    });
    await send(a, group.id, 'in the group');

    const back = await connectTab(app, b.token);
    sockets.push(back.socket);
    const result = await ok(back.socket, chatEvents.sync, {
      ...LIVE,
      cursors: [{ conversationId: id, rev: cursor }],
    });
    expect(result.complete).toBe(true);
    expect(result.messages.map((message) => [message.id, message.text, message.deletedBy])).toEqual([
      [edited.id, 'after edit', undefined],
      [deleted.id, '', 'AUTHOR'],
      [missed.id, 'missed', undefined],
    ]);
    expect(result.messages.map((message) => message.rev)).toEqual([cursor + 1, cursor + 2, cursor + 3]);
    expect(result.messages[0]?.editedAt).toEqual(expect.any(Number));
    expect(result.messages.map((message) => message.id)).not.toContain(seen.id);
    // Every conversation comes, most recent first; the one not named with its summary only.
    expect(result.conversations.map((c) => c.id)).toEqual([group.id, id]);
    expect(result.conversations[0]).toMatchObject({ unread: 1, lastMessage: { text: 'in the group' } });
    expect(result.conversations[1]).toMatchObject({ rev: cursor + 3, lastMessage: { id: missed.id } });

    const again = await ok(back.socket, chatEvents.sync, {
      ...LIVE,
      cursors: [{ conversationId: id, rev: cursor + 3 }],
    });
    expect(again.messages).toEqual([]);
  });

  it('answers a sync beyond its limit in parts (complete: false)', async () => {
    const reader = await user('Rita Reader');
    const room = await ok(reader.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'backstage' } });
    // 510 messages from 10 writers, through the service: a user's budget is 60 per 10 s.
    for (let w = 0; w < 10; w++) {
      const writer = await user(`Writer ${w}`);
      await ok(writer.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'backstage' } });
      const principal = { userId: writer.userId, email: writer.email, roles: ['attendee' as const] };
      for (let n = 0; n < 51; n++) {
        await app.services.chat.messages.send(principal, {
          conversationId: room.id,
          clientKey: randomUUID(),
          text: `w${w}n${n}`,
        });
      }
    }
    const first = await ok(reader.socket, chatEvents.sync, {
      ...LIVE,
      cursors: [{ conversationId: room.id, rev: 0 }],
    });
    expect(first.complete).toBe(false);
    expect(first.messages).toHaveLength(500);
    expect(first.messages.map((message) => message.rev)).toEqual(
      Array.from({ length: 500 }, (_, n) => n + 1),
    );
    const rest = await ok(reader.socket, chatEvents.sync, {
      ...LIVE,
      cursors: [{ conversationId: room.id, rev: first.messages.at(-1)!.rev }],
    });
    expect(rest.complete).toBe(true);
    expect(texts(rest.messages)).toEqual(Array.from({ length: 10 }, (_, n) => `w9n${41 + n}`));
  });

  it('takes the largest sync a client may send (200 cursors) within the message size limit', async () => {
    const reader = await user('Max Cursors');
    const cursors = Array.from({ length: CHAT_SYNC_MAX_CONVERSATIONS }, () => ({
      conversationId: randomUUID(),
      rev: 2 ** 31,
    }));
    expect(JSON.stringify({ ...LIVE, cursors }).length).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(await ok(reader.socket, chatEvents.sync, { ...LIVE, cursors })).toMatchObject({
      messages: [],
      complete: true,
    });
    expect(reader.socket.connected).toBe(true);
  });

  it('edits and deletes own messages (pushed again with a new rev); an administrator deletes any', async () => {
    const { a, b, id } = await pair('Edit');
    const admin = await user('Ada Moderator', ['administrator']);
    const sent = await send(a, id, 'first');
    await refused(b.socket, chatEvents.edit, { messageId: sent.id, text: 'not mine' }, 'chat.not_allowed');
    await refused(b.socket, chatEvents.delete, { messageId: sent.id }, 'chat.not_allowed');
    await refused(
      a.socket,
      chatEvents.edit,
      { messageId: randomUUID(), text: 'x' },
      'chat.message_not_found',
    );

    const edited = await ok(a.socket, chatEvents.edit, { messageId: sent.id, text: ' changed ' });
    expect(edited).toMatchObject({ id: sent.id, seq: sent.seq, text: 'changed', clientKey: sent.clientKey });
    expect(edited.rev).toBeGreaterThan(sent.rev);
    await until(() => b.pushes.messages.some((m) => m.id === sent.id && m.text === 'changed'));

    const deleted = await ok(a.socket, chatEvents.delete, { messageId: sent.id });
    expect(deleted).toMatchObject({ id: sent.id, text: '', deletedBy: 'AUTHOR' });
    await until(() => b.pushes.messages.some((m) => m.id === sent.id && m.deletedBy === 'AUTHOR'));
    await refused(a.socket, chatEvents.edit, { messageId: sent.id, text: 'back' }, 'chat.not_allowed');

    // The administrator is in no conversation here and still deletes; both members see it.
    const other = await send(b, id, 'offensive');
    const removed = await ok(admin.socket, chatEvents.delete, { messageId: other.id });
    expect(removed).toMatchObject({ text: '', deletedBy: 'ADMINISTRATOR' });
    await until(() => a.pushes.messages.some((m) => m.id === other.id && m.deletedBy === 'ADMINISTRATOR'));
    await refused(admin.socket, chatEvents.history, { conversationId: id }, 'chat.not_found');
    const history = await ok(a.socket, chatEvents.history, { conversationId: id });
    expect(history.messages.map((m) => [m.text, m.deletedBy])).toEqual([
      ['', 'AUTHOR'],
      ['', 'ADMINISTRATOR'],
    ]);
  });

  it('relays typing to the other members only, at most once in a while', async () => {
    const owner = await user('Tia Typist');
    const [b, c] = [await user('Tom Reader'), await user('Tess Reader')];
    const group = await ok(owner.socket, chatEvents.createGroup, {
      ...LIVE,
      name: 'Typing',
      memberIds: [b.userId, c.userId],
    });
    expect(await ok(owner.socket, chatEvents.typing, { conversationId: group.id })).toEqual({});
    expect(await ok(owner.socket, chatEvents.typing, { conversationId: group.id })).toEqual({});
    for (const member of [b, c]) await until(() => member.pushes.typing.length === 1);
    expect(b.pushes.typing[0]).toEqual({
      conversationId: group.id,
      user: { uid: owner.userId, name: 'Tia Typist' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.pushes.typing).toHaveLength(1);
    expect(owner.pushes.typing).toEqual([]);

    const room = await ok(b.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'expo-hall' } });
    await ok(c.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'expo-hall' } });
    await ok(c.socket, chatEvents.typing, { conversationId: room.id });
    await until(() => b.pushes.typing.some((t) => t.conversationId === room.id));
    await refused(owner.socket, chatEvents.typing, { conversationId: room.id }, 'chat.not_found');
  });

  it('shows the status a user sets in the presence list, and keeps it when they move', async () => {
    const watcher = await user('Wanda Watcher');
    const busy = await user('Bea Busy');
    const pages = record<PresencePage>(watcher.socket, presenceEvents.page.name);
    await ok(watcher.socket, presenceEvents.watch, LIVE);
    const moved = (await ask(busy.socket, presenceEvents.move.name, { ...LIVE, areaId: 'lobby' })) as {
      ok: boolean;
      data: { entry: { status: string } };
    };
    expect(moved.data.entry.status).toBe('AVAILABLE');
    const statusOf = () => pages.at(-1)?.entries.find((entry) => entry.uid === busy.userId)?.status;
    await until(() => statusOf() === 'AVAILABLE');
    expect(await ok(busy.socket, chatEvents.status, { ...LIVE, status: 'BUSY' })).toEqual({});
    await until(() => statusOf() === 'BUSY');
    // Another tab of the user moves: the entry keeps the status.
    const tab = await connectTab(app, busy.token);
    sockets.push(tab.socket);
    await ask(tab.socket, presenceEvents.move.name, { ...LIVE, areaId: 'auditorium' });
    await until(
      () => pages.at(-1)?.entries.find((entry) => entry.uid === busy.userId)?.areaId === 'auditorium',
    );
    expect(statusOf()).toBe('BUSY');
    await ok(tab.socket, chatEvents.status, { ...LIVE, status: 'IDLE' });
    await until(() => statusOf() === 'IDLE');
    await refused(busy.socket, chatEvents.status, { ...LIVE, status: 'OFFLINE' }, 'validation.failed');
    await refused(
      busy.socket,
      chatEvents.status,
      { ...LIVE, mode: 'STAGE', status: 'BUSY' },
      'auth.forbidden',
    );
  });

  it('refuses more messages than a person sends from one user, across their tabs', async () => {
    const { a, id } = await pair('Budget');
    const tabs = [a.socket];
    for (let n = 0; n < 2; n++) {
      const tab = await connectTab(app, a.token);
      sockets.push(tab.socket);
      tabs.push(tab.socket);
    }
    const acks = await Promise.all(
      Array.from({ length: 66 }, (_, n) =>
        ask(tabs[n % 3]!, chatEvents.send.name, {
          conversationId: id,
          clientKey: randomUUID(),
          text: `b${n}`,
        }),
      ),
    );
    const refusedAcks = acks.filter((ack) => !(ack as { ok: boolean }).ok);
    expect(acks.length - refusedAcks.length).toBe(60);
    expect(refusedAcks[0]).toMatchObject({ ok: false, error: { error: 'rate.limited' } });
  });
});
