import { type WhiteboardJoined, type WhiteboardRef, whiteboardEvents } from '@atrium/domain';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { Socket } from 'socket.io-client';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { bearerFor, exampleVenue, type TestApp } from '../../testing/test-app.factory';
import { ask, connectClient } from '../realtime/realtime-test.helpers';

/** The example venue's board (a WHITEBOARD widget of its `expo` area), live. */
export const BOARD: WhiteboardRef = { architectureId: 'example-expo', mode: 'LIVE', boardId: 'expo-ideas' };
/** A board of the same widget that is read-only for attendees (see `publishWhiteboardVenue`). */
export const READ_ONLY_BOARD: WhiteboardRef = { ...BOARD, boardId: 'expo-read-only' };

type AckOf<T> = { ok: true; data: T } | { ok: false; error: { error: string; errMsg: string } };

/** Stages and publishes the example venue with a second board, read-only for attendees. */
export async function publishWhiteboardVenue(app: TestApp) {
  const venue = exampleVenue();
  const widget = venue.architectures
    .flatMap((architecture: { areas: { contentWidgets: { type: string; configurations: object[] }[] }[] }) =>
      architecture.areas.flatMap((area) => area.contentWidgets),
    )
    .find((candidate: { type: string }) => candidate.type === 'WHITEBOARD');
  widget.configurations.push({
    id: 'board-read-only',
    name: 'Read-only board',
    cookieProviders: [],
    boardId: READ_ONLY_BOARD.boardId,
    readOnlyForAttendees: true,
    linkOpeningMode: 'EMBEDDED_DIALOG',
  });
  const headers = await bearerFor(app, ['administrator']);
  const staged = await app.inject({
    method: 'POST',
    url: '/api/designer/save-venue-json/stage',
    headers,
    payload: venue,
  });
  if (staged.statusCode !== 200) throw new Error(`stage failed: ${staged.body}`);
  const published = await app.inject({ method: 'POST', url: '/api/designer/publish/example-expo', headers });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
}

/** A y-protocols sync message of an update. */
export function updateMessageOf(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/**
 * A real Yjs participant of a board over the gateway: its document takes what the server
 * pushes; `draw` changes it and sends the change, answering the acknowledgement.
 */
export type BoardClient = {
  socket: Socket;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  joined: AckOf<WhiteboardJoined>;
  generation: number;
  cleared: number[];
  shapes(): Record<string, unknown>;
  draw(id: string, shape?: unknown): Promise<AckOf<object>>;
  send(update: Uint8Array): Promise<AckOf<object>>;
  sendAwareness(): Promise<AckOf<object>>;
  rejoin(): Promise<AckOf<WhiteboardJoined>>;
};

export async function joinBoard(
  url: string,
  token: string,
  ref: WhiteboardRef = BOARD,
): Promise<BoardClient> {
  const socket = await connectClient(url, token);
  const doc = new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  const cleared: number[] = [];
  const mine = (payload: WhiteboardRef) => payload.boardId === ref.boardId && payload.mode === ref.mode;
  socket.on(whiteboardEvents.update.name, (payload: WhiteboardRef & { message: Uint8Array }) => {
    if (!mine(payload)) return;
    const decoder = decoding.createDecoder(new Uint8Array(payload.message));
    syncProtocol.readSyncMessage(decoder, encoding.createEncoder(), doc, 'remote');
  });
  socket.on(whiteboardEvents.awarenessUpdate.name, (payload: WhiteboardRef & { update: Uint8Array }) => {
    if (mine(payload))
      awarenessProtocol.applyAwarenessUpdate(awareness, new Uint8Array(payload.update), 'remote');
  });
  socket.on(whiteboardEvents.cleared.name, (payload: WhiteboardRef & { generation: number }) => {
    if (mine(payload)) cleared.push(payload.generation);
  });

  const client: BoardClient = {
    socket,
    doc,
    awareness,
    joined: undefined as never,
    generation: 0,
    cleared,
    shapes: () => doc.getMap('elements').toJSON(),
    send: async (update) =>
      (await ask(socket, whiteboardEvents.sync.name, {
        ...ref,
        generation: client.generation,
        message: updateMessageOf(update),
      })) as AckOf<object>,
    async draw(id, shape = { type: 'rectangle', id }) {
      let update: Uint8Array | undefined;
      const take = (change: Uint8Array) => {
        update = change;
      };
      doc.once('update', take);
      doc.getMap('elements').set(id, shape);
      return client.send(update!);
    },
    sendAwareness: async () =>
      (await ask(socket, whiteboardEvents.awareness.name, {
        ...ref,
        update: awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID]),
      })) as AckOf<object>,
    async rejoin() {
      const joined = (await ask(socket, whiteboardEvents.join.name, {
        ...ref,
        stateVector: Y.encodeStateVector(doc),
      })) as AckOf<WhiteboardJoined>;
      if (joined.ok) {
        Y.applyUpdate(doc, new Uint8Array(joined.data.update), 'remote');
        awarenessProtocol.applyAwarenessUpdate(awareness, new Uint8Array(joined.data.awareness), 'remote');
        client.generation = joined.data.generation;
      }
      client.joined = joined;
      return joined;
    },
  };
  await client.rejoin();
  return client;
}

/** A board's stored state, as a new document (what a restart would load). */
export async function storedShapes(
  app: TestApp,
  ref: WhiteboardRef = BOARD,
): Promise<Record<string, unknown>> {
  const stored = await app.services.whiteboard.repository.load(ref);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored.snapshot);
  for (const row of stored.updates) Y.applyUpdate(doc, row.update);
  return doc.getMap('elements').toJSON();
}

export const tokenOf = (user: { headers: { authorization: string } }) =>
  user.headers.authorization.slice('Bearer '.length);
