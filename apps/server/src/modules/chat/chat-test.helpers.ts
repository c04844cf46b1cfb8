import { randomUUID } from 'node:crypto';
import {
  type Ack,
  type ChatMessage,
  type ClientEvent,
  type Conversation,
  chatEvents,
  type EventPayload,
  type EventResult,
  type Role,
} from '@atrium/domain';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { bearerFor } from '../../testing/test-app.factory';
import { ask, connectClient, type RealtimeApp } from '../realtime/realtime-test.helpers';

export const LIVE = { architectureId: 'example-expo', mode: 'LIVE' } as const;

/** What the server pushed to one connection, by event. */
export type Pushes = {
  messages: ChatMessage[];
  conversations: Conversation[];
  removed: { conversationId: string }[];
  typing: { conversationId: string; user: { uid: string; name: string } }[];
};

export type ChatClient = {
  userId: string;
  name: string;
  token: string;
  email: string;
  socket: Socket;
  pushes: Pushes;
};

/** Sends a contract event; resolves to its acknowledgement. */
export async function call<E extends ClientEvent>(
  socket: Socket,
  event: E,
  payload: EventPayload<E> | Record<string, unknown>,
): Promise<Ack<EventResult<E>>> {
  return (await ask(socket, event.name, payload)) as Ack<EventResult<E>>;
}

/** Sends a contract event that must succeed; resolves to its result. */
export async function ok<E extends ClientEvent>(
  socket: Socket,
  event: E,
  payload: EventPayload<E> | Record<string, unknown>,
): Promise<EventResult<E>> {
  const ack = await call(socket, event, payload);
  if (!ack.ok) throw new Error(`${event.name} refused: ${ack.error.error} ${ack.error.errMsg}`);
  return ack.data;
}

/** Sends a contract event that must be refused with `error`. */
export async function refused<E extends ClientEvent>(
  socket: Socket,
  event: E,
  payload: EventPayload<E> | Record<string, unknown>,
  error: string,
) {
  const ack = await call(socket, event, payload);
  expect(ack.ok ? { ok: true, data: ack.data } : ack.error.error, `${event.name}`).toBe(error);
  return ack.ok ? undefined : ack.error;
}

/** Connects another tab of a user, recording what is pushed to it. */
export async function connectTab(
  app: RealtimeApp,
  token: string,
): Promise<{ socket: Socket; pushes: Pushes }> {
  const pushes: Pushes = { messages: [], conversations: [], removed: [], typing: [] };
  const socket = await connectClient(app.url, token, {
    record: {
      [chatEvents.message.name]: pushes.messages,
      [chatEvents.conversation.name]: pushes.conversations,
      [chatEvents.conversationRemoved.name]: pushes.removed,
      [chatEvents.typingShown.name]: pushes.typing,
    },
  });
  return { socket, pushes };
}

/** A logged-in user with a profile name in the example venue, connected. */
export async function chatUser(
  app: RealtimeApp,
  name: string,
  roles: Role[] = ['attendee'],
): Promise<ChatClient> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID()}@test.local`;
  const user = await app.services.auth.ensureUser(email, 'user-password', roles);
  const { authorization } = await bearerFor(app, roles, email);
  if (!roles.every((role) => role === 'guest')) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/userProfile/architecture/example-expo/userProfile',
      headers: { authorization },
      payload: { attributes: { name } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const token = authorization.slice('Bearer '.length);
  const { socket, pushes } = await connectTab(app, token);
  return { userId: user.id, name, token, email, socket, pushes };
}

/** Sends a text message that must be accepted. */
export const send = (
  from: ChatClient | Socket,
  conversationId: string,
  text: string,
  clientKey = randomUUID(),
) => ok('socket' in from ? from.socket : from, chatEvents.send, { conversationId, clientKey, text });

/** The ids of the messages pushed to a client, in order. */
export const pushedIds = (client: { pushes: Pushes }) => client.pushes.messages.map((message) => message.id);
