import {
  type WhiteboardJoined,
  type WhiteboardLimits,
  type WhiteboardRef,
  whiteboardEvents,
} from '@atrium/domain';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { readSyncMessage, writeSyncStep2, writeUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import { RealtimeError } from '../../shared/realtime/emit-event';
import type { RealtimeClient } from '../../shared/realtime/realtime-client';

/** The origin of changes that came from the server (everything else is the user's own). */
export const REMOTE_ORIGIN = Symbol('whiteboard-remote');

const UPDATE_FLUSH_MS = 100;
const AWARENESS_THROTTLE_MS = 60;
const AWARENESS_HEARTBEAT_MS = 15_000;
const RETRY_MS = 1_000;

export type Board = { doc: Y.Doc; awareness: Awareness };
export type BoardState = { joined: boolean; readOnly: boolean; limits?: WhiteboardLimits };

type Client = Pick<RealtimeClient, 'emit' | 'on' | 'connected'>;
type Listeners = {
  /** A new document (the first, and one after each clearing): bind the scene to it. */
  onBoard: (board: Board) => void;
  onState: (state: BoardState) => void;
  /** A refused message or join: the server's error id. */
  onError: (errorId: string) => void;
};

/** A browser receives binary fields as ArrayBuffer, Node as Buffer (a Uint8Array). */
const bytes = (value: unknown) =>
  value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer);
const sameBoard = (a: WhiteboardRef, b: WhiteboardRef) =>
  a.boardId === b.boardId && a.architectureId === b.architectureId && a.mode === b.mode;
const errorIdOf = (error: unknown) => (error instanceof RealtimeError ? error.errorId : 'whiteboard.failed');

/**
 * Speaks the whiteboard contract (contract/whiteboard.contract.ts) for one board over the app's
 * realtime connection: joins (again with its state vector after a reconnect or a refused update,
 * so that both sides converge), sends its own changes as y-protocols updates, merged per 100 ms to
 * stay inside the server's rate, applies the others' with a remote origin, and relays cursors and
 * selections through y-protocols awareness. A cleared board starts a new document.
 */
export function createBoardProvider(client: Client, ref: WhiteboardRef, listeners: Listeners) {
  let board = newBoard();
  let generation = 0;
  let state: BoardState = { joined: false, readOnly: true };
  let pending: Uint8Array[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let awarenessTimer: ReturnType<typeof setTimeout> | undefined;
  let joining: Promise<void> | undefined;
  let closed = false;

  function newBoard(): Board {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE_ORIGIN) return;
      pending.push(update);
      flushSoon();
    });
    awareness.on('update', (_changes: unknown, origin: unknown) => {
      if (origin === 'local') sendAwarenessSoon();
    });
    return { doc, awareness };
  }

  const setState = (next: Partial<BoardState>) => {
    state = { ...state, ...next };
    listeners.onState(state);
  };

  function flushSoon() {
    if (flushTimer === undefined) flushTimer = setTimeout(flush, UPDATE_FLUSH_MS);
  }

  async function flush() {
    flushTimer = undefined;
    if (!state.joined || state.readOnly || pending.length === 0 || !client.connected) return;
    const update = Y.mergeUpdates(pending);
    pending = [];
    const limit = state.limits?.maxUpdateBytes ?? Number.POSITIVE_INFINITY;
    if (update.byteLength > limit) {
      listeners.onError('whiteboard.update_too_large');
      return;
    }
    const encoder = encoding.createEncoder();
    writeUpdate(encoder, update);
    try {
      await client.emit(whiteboardEvents.sync, {
        ...ref,
        generation,
        message: encoding.toUint8Array(encoder),
      });
    } catch (error) {
      refused(errorIdOf(error), update);
    }
  }

  function refused(errorId: string, update?: Uint8Array) {
    if (closed) return;
    if (errorId === 'whiteboard.rate_limited' && update) {
      pending.unshift(update);
      setTimeout(flushSoon, RETRY_MS);
      return;
    }
    if (errorId !== 'whiteboard.stale' && errorId !== 'realtime.disconnected') listeners.onError(errorId);
    // Whatever the server refused, joining again (with the state vector) makes both sides agree.
    if (errorId !== 'realtime.disconnected') setTimeout(() => void join(), RETRY_MS);
  }

  function sendAwarenessSoon() {
    if (awarenessTimer !== undefined) return;
    awarenessTimer = setTimeout(sendAwareness, AWARENESS_THROTTLE_MS);
  }

  function sendAwareness() {
    clearTimeout(awarenessTimer);
    awarenessTimer = undefined;
    if (!state.joined || !client.connected) return;
    const update = encodeAwarenessUpdate(board.awareness, [board.doc.clientID]);
    client.emit(whiteboardEvents.awareness, { ...ref, update }).catch(() => undefined);
  }

  function applyJoined(joined: WhiteboardJoined) {
    if (joined.generation !== generation && generation !== 0) replaceBoard();
    generation = joined.generation;
    Y.applyUpdate(board.doc, bytes(joined.update), REMOTE_ORIGIN);
    applyAwarenessUpdate(board.awareness, bytes(joined.awareness), REMOTE_ORIGIN);
    setState({ joined: true, readOnly: joined.readOnly, limits: joined.limits });
    if (joined.readOnly) {
      pending = [];
      return;
    }
    // What this client has and the server lacks (changes made while disconnected) as a step 2.
    const missing = Y.encodeStateAsUpdate(board.doc, bytes(joined.stateVector));
    pending = [];
    if (missing.byteLength > 2) {
      const encoder = encoding.createEncoder();
      writeSyncStep2(encoder, board.doc, bytes(joined.stateVector));
      void client
        .emit(whiteboardEvents.sync, { ...ref, generation, message: encoding.toUint8Array(encoder) })
        .catch((error: unknown) => refused(errorIdOf(error)));
    }
  }

  function replaceBoard() {
    const previous = board;
    board = newBoard();
    const local = previous.awareness.getLocalState();
    if (local) board.awareness.setLocalState(local);
    previous.awareness.destroy();
    previous.doc.destroy();
    pending = [];
    listeners.onBoard(board);
  }

  function join(): Promise<void> {
    if (closed || !client.connected) return Promise.resolve();
    joining ??= (async () => {
      try {
        const known = generation === 0 ? undefined : Y.encodeStateVector(board.doc);
        applyJoined(
          await client.emit(whiteboardEvents.join, { ...ref, ...(known ? { stateVector: known } : {}) }),
        );
        sendAwareness();
      } catch (error) {
        setState({ joined: false });
        const errorId = errorIdOf(error);
        if (errorId !== 'realtime.disconnected') listeners.onError(errorId);
      } finally {
        joining = undefined;
      }
    })();
    return joining;
  }

  const offUpdate = client.on(whiteboardEvents.update, (pushed) => {
    if (!sameBoard(pushed, ref) || pushed.generation !== generation) return;
    const decoder = decoding.createDecoder(bytes(pushed.message));
    readSyncMessage(decoder, encoding.createEncoder(), board.doc, REMOTE_ORIGIN);
  });
  const offAwareness = client.on(whiteboardEvents.awarenessUpdate, (pushed) => {
    if (sameBoard(pushed, ref)) applyAwarenessUpdate(board.awareness, bytes(pushed.update), REMOTE_ORIGIN);
  });
  const offCleared = client.on(whiteboardEvents.cleared, (pushed) => {
    if (!sameBoard(pushed, ref) || pushed.generation <= generation) return;
    replaceBoard();
    generation = 0;
    void join();
  });
  const heartbeat = setInterval(sendAwareness, AWARENESS_HEARTBEAT_MS);

  listeners.onBoard(board);
  return {
    get board() {
      return board;
    },
    /** A (re)connect: join (again). */
    connected: join,
    disconnected() {
      setState({ joined: false });
    },
    destroy() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(flushTimer);
      clearTimeout(awarenessTimer);
      offUpdate();
      offAwareness();
      offCleared();
      if (client.connected) client.emit(whiteboardEvents.leave, ref).catch(() => undefined);
      board.awareness.destroy();
      board.doc.destroy();
    },
  };
}

export type BoardProvider = ReturnType<typeof createBoardProvider>;
