import { type WhiteboardRef, whiteboardEvents } from '@atrium/domain';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSyncMessage } from 'y-protocols/sync';
import * as Y from 'yjs';
import { RealtimeError } from '../../shared/realtime/emit-event';
import { type Board, createBoardProvider } from './board-provider';

const ref: WhiteboardRef = { architectureId: 'arch', mode: 'LIVE', boardId: 'b' };
const limits = {
  maxUpdateBytes: 1024 * 1024,
  maxDocumentBytes: 1e7,
  updatesPerSecond: 20,
  updateBurst: 60,
  awarenessPerSecond: 30,
  awarenessBurst: 90,
  maxAwarenessBytes: 16_000,
  maxImageBytes: 1e7,
};

/**
 * The gateway as the contract describes it, around one server document: the join's answer, sync
 * messages applied (or refused with the given error ids), pushes to the provider's listeners.
 */
function fakeGateway() {
  let server = new Y.Doc();
  const listeners = new Map<string, (payload: unknown) => void>();
  const refusals: string[] = [];
  const sent: string[] = [];
  let generation = 1;
  const client = {
    connected: true,
    on: (event: { name: string }, listener: (payload: never) => void) => {
      listeners.set(event.name, listener as (payload: unknown) => void);
      return () => listeners.delete(event.name);
    },
    emit: vi.fn(async (event: { name: string }, payload: Record<string, unknown>) => {
      sent.push(event.name);
      if (event.name === whiteboardEvents.join.name) {
        const vector = payload.stateVector as Uint8Array | undefined;
        return {
          generation,
          readOnly: false,
          update: Y.encodeStateAsUpdate(server, vector),
          stateVector: Y.encodeStateVector(server),
          awareness: new Uint8Array([0]),
          limits,
        };
      }
      if (event.name === whiteboardEvents.sync.name) {
        const refusal = refusals.shift();
        if (refusal) throw new RealtimeError(refusal, 'refused');
        readSyncMessage(
          decoding.createDecoder(payload.message as Uint8Array),
          encoding.createEncoder(),
          server,
          'c',
        );
        return {};
      }
      return {};
    }),
  };
  return {
    client,
    get server() {
      return server;
    },
    sent,
    refuseNext: (errorId: string) => refusals.push(errorId),
    push: (name: string, payload: unknown) => listeners.get(name)?.(payload),
    /** An administrator clears the board: a new generation with an empty document. */
    clear: () => {
      server = new Y.Doc();
      generation += 1;
      return generation;
    },
  };
}

/** A provider for the board on the gateway, with the documents it gave and the errors it showed. */
async function startProvider(gateway: ReturnType<typeof fakeGateway>) {
  const boards: Board[] = [];
  const errors: string[] = [];
  const provider = createBoardProvider(gateway.client as never, ref, {
    onBoard: (next) => boards.push(next),
    onState: () => undefined,
    onError: (errorId) => errors.push(errorId),
  });
  await provider.connected();
  return { provider, boards, errors, board: () => boards[boards.length - 1] };
}

const text = (board: Board | undefined) => board?.doc.getMap('elements').get('a');

afterEach(() => {
  vi.useRealTimers();
});

describe('board provider', () => {
  it('joins with the board as the server has it and sends its own changes, merged', async () => {
    vi.useFakeTimers();
    const gateway = fakeGateway();
    gateway.server.getMap('elements').set('a', { id: 'a', version: 1 });
    const { provider, board } = await startProvider(gateway);
    expect(text(board())).toEqual({ id: 'a', version: 1 });
    for (let version = 2; version <= 6; version += 1)
      board()?.doc.getMap('elements').set('a', { id: 'a', version });
    await vi.advanceTimersByTimeAsync(150);
    expect(gateway.sent.filter((name) => name === whiteboardEvents.sync.name)).toHaveLength(1);
    expect(gateway.server.getMap('elements').get('a')).toEqual({ id: 'a', version: 6 });
    provider.destroy();
  });

  it('after a reconnect sends what the server lacks as a step 2, and gets what it missed', async () => {
    vi.useFakeTimers();
    const gateway = fakeGateway();
    const { provider, board } = await startProvider(gateway);
    gateway.client.connected = false;
    provider.disconnected();
    board()?.doc.getMap('elements').set('mine', { id: 'mine', version: 1 });
    gateway.server.getMap('elements').set('theirs', { id: 'theirs', version: 1 });
    await vi.advanceTimersByTimeAsync(150);
    gateway.client.connected = true;
    await provider.connected();
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.server.getMap('elements').get('mine')).toEqual({ id: 'mine', version: 1 });
    expect(board()?.doc.getMap('elements').get('theirs')).toEqual({ id: 'theirs', version: 1 });
    provider.destroy();
  });

  it('sends a rate-limited change again later; shows other refusals and joins again', async () => {
    vi.useFakeTimers();
    const gateway = fakeGateway();
    const { provider, board, errors } = await startProvider(gateway);
    gateway.refuseNext('whiteboard.rate_limited');
    board()?.doc.getMap('elements').set('a', { id: 'a', version: 1 });
    await vi.advanceTimersByTimeAsync(150);
    expect(gateway.server.getMap('elements').has('a')).toBe(false);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(gateway.server.getMap('elements').get('a')).toEqual({ id: 'a', version: 1 });
    expect(errors).toEqual([]);

    gateway.refuseNext('whiteboard.document_too_large');
    board()?.doc.getMap('elements').set('b', { id: 'b', version: 1 });
    await vi.advanceTimersByTimeAsync(150);
    expect(errors).toEqual(['whiteboard.document_too_large']);
    const joins = gateway.sent.filter((name) => name === whiteboardEvents.join.name).length;
    await vi.advanceTimersByTimeAsync(1_100);
    expect(gateway.sent.filter((name) => name === whiteboardEvents.join.name).length).toBe(joins + 1);
    provider.destroy();
  });

  it('starts a new, empty document when the board is cleared', async () => {
    vi.useFakeTimers();
    const gateway = fakeGateway();
    const { provider, boards } = await startProvider(gateway);
    boards[0]?.doc.getMap('elements').set('a', { id: 'a', version: 1 });
    await vi.advanceTimersByTimeAsync(150);
    const generation = gateway.clear();
    gateway.push(whiteboardEvents.cleared.name, { ...ref, generation });
    await vi.advanceTimersByTimeAsync(0);
    expect(boards).toHaveLength(2);
    expect(boards[1]?.doc.getMap('elements').size).toBe(0);
    // A push for another board changes nothing.
    gateway.push(whiteboardEvents.cleared.name, { ...ref, boardId: 'other', generation: generation + 1 });
    expect(boards).toHaveLength(2);
    provider.destroy();
  });
});
