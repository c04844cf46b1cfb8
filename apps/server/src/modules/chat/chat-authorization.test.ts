import { randomUUID } from 'node:crypto';
import {
  type Ack,
  allClientEvents,
  type Conversation,
  chatEvents,
  type chatRoutes,
  type SyncResult,
} from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { bearerFor } from '../../testing/test-app.factory';
import { type RealtimeApp, realtimeTargets, startRealtimeApp } from '../realtime/realtime-test.helpers';
import { type ChatClient, call, chatUser, LIVE, ok, send } from './chat-test.helpers';

type ChatEvents = typeof chatEvents;
/** The chat events a client sends (the others are pushes). */
type ClientKey = {
  [K in keyof ChatEvents]: ChatEvents[K] extends { access: string } ? K : never;
}[keyof ChatEvents];

/** What the outsider's test needs: a private chat, a group and a room of others, and a message. */
type Fixture = { annId: string; privateId: string; groupId: string; roomId: string; messageId: string };

type Case = {
  /** A payload that names the others' conversation or message (valid in shape). */
  payload: (f: Fixture) => Record<string, unknown>;
  /** What an outsider (a member of none of them) is answered: an error id, or a check of the answer. */
  outsider: string | ((ack: Ack<unknown>, f: Fixture) => void);
};

const refusedWith = (error: string) => (ack: Ack<unknown>) =>
  expect(ack.ok ? 'accepted' : ack.error.error).toBe(error);

/**
 * Every chat event a client sends, with what an outsider gets. A Record over the contract's
 * events: adding an event to the contract fails the type check until it has a case here.
 */
const cases: Record<ClientKey, Case> = {
  sync: {
    payload: (f) => ({
      ...LIVE,
      cursors: [f.privateId, f.groupId, f.roomId].map((conversationId) => ({ conversationId, rev: 0 })),
    }),
    // Naming others' conversations reads nothing of them (the rest of the sync still answers).
    outsider: (ack, f) => {
      if (!ack.ok) throw new Error(`sync refused: ${ack.error.error}`);
      const result = ack.data as SyncResult;
      expect(result.messages).toEqual([]);
      const ids = result.conversations.map((c) => c.id);
      for (const id of [f.privateId, f.groupId, f.roomId]) expect(ids).not.toContain(id);
    },
  },
  // Opening a private chat gives the caller's own chat with that person, never the others'.
  openPrivate: {
    payload: (f) => ({ ...LIVE, userId: f.annId }),
    outsider: (ack, f) => {
      if (!ack.ok) throw new Error(`open refused: ${ack.error.error}`);
      const conversation = ack.data as Conversation;
      expect(conversation.id).not.toBe(f.privateId);
      expect(conversation.members.map((member) => member.uid)).toContain(f.annId);
      expect(conversation.lastMessage).toBeUndefined();
    },
  },
  // A room is entered by opening it (that is what membership of a room is); not on the stage.
  openRoom: {
    payload: () => ({ architectureId: 'example-expo', mode: 'STAGE', room: { areaId: 'lobby' } }),
    outsider: refusedWith('auth.forbidden'),
  },
  closeRoom: { payload: (f) => ({ conversationId: f.roomId }), outsider: 'chat.not_found' },
  // A group cannot be joined by creating one with its id.
  createGroup: {
    payload: (f) => ({ ...LIVE, conversationId: f.groupId, name: 'Mine', memberIds: ['a', 'b'] }),
    outsider: refusedWith('validation.failed'),
  },
  updateGroup: {
    payload: (f) => ({ conversationId: f.groupId, name: 'Taken over' }),
    outsider: 'chat.not_found',
  },
  deleteGroup: { payload: (f) => ({ conversationId: f.groupId }), outsider: 'chat.not_found' },
  send: {
    payload: (f) => ({ conversationId: f.privateId, clientKey: randomUUID(), text: 'let me in' }),
    outsider: 'chat.not_found',
  },
  edit: {
    payload: (f) => ({ messageId: f.messageId, text: 'edited by eve' }),
    outsider: 'chat.message_not_found',
  },
  delete: { payload: (f) => ({ messageId: f.messageId }), outsider: 'chat.message_not_found' },
  history: { payload: (f) => ({ conversationId: f.groupId }), outsider: 'chat.not_found' },
  read: { payload: (f) => ({ conversationId: f.privateId, seq: 1 }), outsider: 'chat.not_found' },
  typing: { payload: (f) => ({ conversationId: f.roomId }), outsider: 'chat.not_found' },
  // One's own status only: there is no naming another user.
  status: {
    payload: () => ({ ...LIVE, status: 'BUSY', userId: 'someone-else' }),
    outsider: refusedWith('validation.failed'),
  },
};

describe.each(realtimeTargets())('chat authorisation ($name)', (target) => {
  let app: RealtimeApp;
  let ann: ChatClient;
  let bob: ChatClient;
  let eve: ChatClient;
  let guest: Socket;
  let f: Fixture;

  beforeAll(async () => {
    app = await startRealtimeApp(target);
    await publishExampleVenue(app);
    [ann, bob, eve] = [
      await chatUser(app, 'Ann Inside'),
      await chatUser(app, 'Bob Inside'),
      await chatUser(app, 'Eve Outside'),
    ];
    const cy = await chatUser(app, 'Cy Inside');
    cy.socket.close();
    const privateChat = await ok(ann.socket, chatEvents.openPrivate, { ...LIVE, userId: bob.userId });
    const group = await ok(ann.socket, chatEvents.createGroup, {
      ...LIVE,
      name: 'Insiders',
      memberIds: [bob.userId, cy.userId],
    });
    const room = await ok(ann.socket, chatEvents.openRoom, { ...LIVE, room: { areaId: 'lobby' } });
    const message = await send(ann, privateChat.id, 'between us');
    await send(ann, group.id, 'insiders only');
    await send(ann, room.id, 'said in the lobby');
    f = {
      annId: ann.userId,
      privateId: privateChat.id,
      groupId: group.id,
      roomId: room.id,
      messageId: message.id,
    };
    // Guests are admitted where the venue offers anonymous access; chat still is not for them.
    const configured = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: await bearerFor(app, ['administrator']),
      payload: {
        options: [
          { loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' },
          { loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password' },
        ],
      },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    guest = (await chatUser(app, 'Gus Guest', ['guest'])).socket;
  });
  afterAll(async () => {
    for (const socket of [ann?.socket, bob?.socket, eve?.socket, guest]) socket?.close();
    await app.cleanup();
  });

  it('has a case for every chat event a client may send', () => {
    const contract = allClientEvents()
      .map((event) => event.name)
      .filter((name) => name.startsWith('chat:'));
    const covered = Object.keys(cases).map((key) => chatEvents[key as ClientKey].name);
    expect(covered.sort()).toEqual(contract.sort());
  });

  it.each(Object.keys(cases) as ClientKey[])(
    'refuses an outsider the others’ conversations: %s',
    async (key) => {
      const { payload, outsider } = cases[key];
      const ack = await call(eve.socket, chatEvents[key], payload(f));
      if (typeof outsider === 'string') refusedWith(outsider)(ack);
      else outsider(ack, f);
    },
  );

  it('pushed nothing of the others’ conversations to the outsider, and changed nothing', async () => {
    expect(eve.pushes.messages).toEqual([]);
    expect(eve.pushes.typing).toEqual([]);
    const group = await ok(bob.socket, chatEvents.history, { conversationId: f.groupId });
    expect(group.messages.map((message) => message.text)).toEqual(['insiders only']);
    const chat = await ok(bob.socket, chatEvents.history, { conversationId: f.privateId });
    expect(chat.messages).toMatchObject([{ id: f.messageId, text: 'between us' }]);
    const synced = await ok(bob.socket, chatEvents.sync, LIVE);
    expect(synced.conversations.find((c) => c.id === f.groupId)?.name).toBe('Insiders');
  });

  it.each(Object.keys(cases) as ClientKey[])('refuses a guest every chat event: %s', async (key) => {
    const payload = cases[key].payload(f);
    // The guest's payloads are valid ones, so that the refusal is the access check's.
    const valid: Partial<Record<ClientKey, Record<string, unknown>>> = {
      openPrivate: { ...LIVE, userId: ann.userId },
      openRoom: { ...LIVE, room: { areaId: 'lobby' } },
      createGroup: { ...LIVE, name: 'Guests', memberIds: [ann.userId, bob.userId] },
      status: { ...LIVE, status: 'BUSY' },
    };
    const ack = await call(guest, chatEvents[key], valid[key] ?? payload);
    refusedWith('auth.forbidden')(ack);
  });

  describe('HTTP routes', () => {
    const upload = {
      'content-type': 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--x--\r\n',
    };
    const inject = (token: string | undefined, method: string, url: string, payload?: object | string) =>
      app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(typeof payload === 'string' ? { 'content-type': upload['content-type'] } : {}),
        },
        ...(payload ? { payload } : {}),
      });
    type RouteKey = keyof typeof chatRoutes;
    const guestToken = async () => (await bearerFor(app, ['guest'])).authorization.slice('Bearer '.length);
    const requests: Record<RouteKey, () => [string, string, (object | string)?]> = {
      uploadFile: () => ['POST', `/api/chat/conversations/${f.privateId}/files`, upload.body],
      file: () => ['GET', `/api/chat/files/${randomUUID()}?uid=${eve.userId}&expires=9999999999&signature=x`],
      blocks: () => ['GET', '/api/chat/blocks'],
      block: () => ['POST', '/api/chat/blocks', { userId: ann.userId }],
      unblock: () => ['DELETE', `/api/chat/blocks/${ann.userId}`],
      report: () => ['POST', `/api/chat/messages/${f.messageId}/report`, { reason: 'x' }],
      reports: () => ['GET', '/api/chat/reports'],
      mutes: () => ['GET', '/api/chat/mutes?architectureId=example-expo&mode=LIVE'],
      mute: () => ['POST', '/api/chat/mutes', { ...LIVE, userId: ann.userId }],
      unmute: () => ['DELETE', `/api/chat/mutes/example-expo/LIVE/${ann.userId}`],
    };
    /** What an attendee in none of the conversations is answered (status and error id). */
    const outsider: Record<RouteKey, [number, string?]> = {
      uploadFile: [404, 'chat.not_found'],
      file: [403, 'asset.signature_invalid'],
      blocks: [200],
      block: [200],
      unblock: [200],
      report: [404, 'chat.message_not_found'],
      reports: [403, 'auth.forbidden'],
      mutes: [403, 'auth.forbidden'],
      mute: [403, 'auth.forbidden'],
      unmute: [403, 'auth.forbidden'],
    };

    it.each(Object.keys(requests) as RouteKey[])('answers an outsider as expected: %s', async (key) => {
      const [method, url, payload] = requests[key]();
      const response = await inject(eve.token, method, url, payload);
      const [status, error] = outsider[key];
      expect(response.statusCode, response.body).toBe(status);
      if (error) expect(response.json().error).toBe(error);
    });

    it.each(Object.keys(requests).filter((key) => key !== 'file') as RouteKey[])(
      'refuses a guest and a caller without a token: %s',
      async (key) => {
        const [method, url, payload] = requests[key]();
        expect((await inject(undefined, method, url, payload)).statusCode).toBe(401);
        expect((await inject(await guestToken(), method, url, payload)).statusCode).toBe(403);
      },
    );

    it('lets nobody blocked message the one who blocked them', async () => {
      const { id } = await ok(bob.socket, chatEvents.openPrivate, { ...LIVE, userId: eve.userId });
      expect((await inject(eve.token, 'POST', '/api/chat/blocks', { userId: bob.userId })).statusCode).toBe(
        200,
      );
      const ack = await call(bob.socket, chatEvents.send, {
        conversationId: id,
        clientKey: randomUUID(),
        text: 'hey',
      });
      refusedWith('chat.blocked')(ack);
    });
  });
});
