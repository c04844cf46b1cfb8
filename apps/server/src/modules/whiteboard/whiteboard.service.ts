import {
  type JoinWhiteboard,
  WHITEBOARD_AWARENESS_BURST,
  WHITEBOARD_AWARENESS_PER_SECOND,
  WHITEBOARD_IMAGE_MAX_BYTES,
  WHITEBOARD_MAX_AWARENESS_BYTES,
  WHITEBOARD_MAX_DOCUMENT_BYTES,
  WHITEBOARD_MAX_UPDATE_BYTES,
  WHITEBOARD_UPDATE_BURST,
  WHITEBOARD_UPDATES_PER_SECOND,
  type WhiteboardAwareness,
  type WhiteboardAwarenessUser,
  type WhiteboardImage,
  type WhiteboardImageUrlsRequest,
  type WhiteboardJoined,
  type WhiteboardLimits,
  type WhiteboardRef,
  type WhiteboardSync,
  type WhiteboardSyncReply,
} from '@atrium/domain';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { AppError } from '../../errors/app-error';
import { isGuestOnly, type Principal } from '../auth/authorize';
import type { BoardAccess, WhiteboardBoards } from './whiteboard-boards';
import type { WhiteboardImages } from './whiteboard-images.service';
import { boardKey, type LiveBoard, type LiveBoards } from './whiteboard-live-boards';
import { createTokenBucket, type TokenBucket, updateCost } from './whiteboard-rate';

export const whiteboardLimits: WhiteboardLimits = {
  maxUpdateBytes: WHITEBOARD_MAX_UPDATE_BYTES,
  maxDocumentBytes: WHITEBOARD_MAX_DOCUMENT_BYTES,
  updatesPerSecond: WHITEBOARD_UPDATES_PER_SECOND,
  updateBurst: WHITEBOARD_UPDATE_BURST,
  awarenessPerSecond: WHITEBOARD_AWARENESS_PER_SECOND,
  awarenessBurst: WHITEBOARD_AWARENESS_BURST,
  maxAwarenessBytes: WHITEBOARD_MAX_AWARENESS_BYTES,
  maxImageBytes: WHITEBOARD_IMAGE_MAX_BYTES,
};

/** Refused messages in a row after which a connection is closed: it ignores the limits. */
export const MAX_REFUSED_IN_A_ROW = 200;

const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/** A y-protocols sync message of an update (what every participant applies with readSyncMessage). */
export function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, SYNC_UPDATE);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** One connection as the whiteboard needs it. */
export type WhiteboardConnection = {
  id: string;
  principal: () => Principal;
  join(room: string): void;
  leave(room: string): void;
  /** Closes the connection (it keeps sending beyond its limits). */
  disconnect(): void;
  /** Whether it is still open (a join that took a while may outlive it). */
  connected(): boolean;
};

/** Sends to this node's connections in a board (all but `except`). */
export type WhiteboardFanout = {
  update(ref: WhiteboardRef, generation: number, message: Uint8Array, except?: string): void;
  awareness(ref: WhiteboardRef, update: Uint8Array, except?: string): void;
  cleared(ref: WhiteboardRef, generation: number): void;
};

/** What one node tells the others (through the adapter, i.e. Redis). */
export type WhiteboardRelayed =
  | { kind: 'update'; ref: WhiteboardRef; generation: number; update: Uint8Array }
  | { kind: 'awareness'; ref: WhiteboardRef; update: Uint8Array }
  | { kind: 'cleared'; ref: WhiteboardRef; generation: number };

type Membership = { board: LiveBoard; access: BoardAccess; user: WhiteboardAwarenessUser };
type ConnectionState = {
  boards: Map<string, Membership>;
  updates: TokenBucket;
  awareness: TokenBucket;
  refusedInARow: number;
};

/** The Socket.IO room of a board's participants (per venue and mode: stage and live never mix). */
export const boardRoom = (ref: WhiteboardRef) => `wb:${boardKey(ref)}`;

const notJoined = () => new AppError('whiteboard.not_joined', 'Open the whiteboard first.');
const invalid = () =>
  new AppError('whiteboard.update_invalid', 'This is not a whiteboard message the server can read.');
const readOnly = () => new AppError('whiteboard.read_only', 'This whiteboard is read-only for you.');
const isEmptyUpdate = (update: Uint8Array) => update.byteLength === 2 && update[0] === 0 && update[1] === 0;

/**
 * The whiteboard's rules: who joins a board and whether they may draw, the sync and awareness
 * protocols per connection with their limits, clearing, and the changes other nodes relay.
 * Fan-out and relay are attached by the realtime module.
 */
export function createWhiteboardService(deps: {
  boards: WhiteboardBoards;
  live: LiveBoards;
  images: WhiteboardImages;
  nameOf: (userId: string, architectureId: string) => Promise<string>;
  now: () => Date;
  reportError: (error: unknown) => void;
}) {
  const { live } = deps;
  const connections = new Map<string, ConnectionState>();
  let fanout: WhiteboardFanout = { update() {}, awareness() {}, cleared() {} };
  let relay: (message: WhiteboardRelayed) => void = () => {};

  function stateOf(connection: WhiteboardConnection): ConnectionState {
    let state = connections.get(connection.id);
    if (!state) {
      state = {
        boards: new Map(),
        updates: createTokenBucket(WHITEBOARD_UPDATES_PER_SECOND, WHITEBOARD_UPDATE_BURST),
        awareness: createTokenBucket(WHITEBOARD_AWARENESS_PER_SECOND, WHITEBOARD_AWARENESS_BURST),
        refusedInARow: 0,
      };
      connections.set(connection.id, state);
    }
    return state;
  }

  function membershipOf(connection: WhiteboardConnection, ref: WhiteboardRef): Membership {
    const membership = connections.get(connection.id)?.boards.get(boardKey(ref));
    if (!membership) throw notJoined();
    return membership;
  }

  /** Takes from a bucket of the connection, or refuses (and closes a connection that ignores it). */
  function admit(connection: WhiteboardConnection, bucket: 'updates' | 'awareness', cost: number) {
    const state = stateOf(connection);
    const waitMs = state[bucket].take(cost);
    if (waitMs === 0) {
      state.refusedInARow = 0;
      return;
    }
    state.refusedInARow += 1;
    if (state.refusedInARow > MAX_REFUSED_IN_A_ROW) connection.disconnect();
    throw new AppError(
      'whiteboard.rate_limited',
      `Too many whiteboard changes: try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s.`,
    );
  }

  function leaveBoard(connection: WhiteboardConnection, state: ConnectionState, key: string) {
    const membership = state.boards.get(key);
    if (!membership) return;
    const { ref } = membership.board;
    state.boards.delete(key);
    connection.leave(boardRoom(ref));
    const removal = membership.board.awareness.leave(connection.id);
    if (removal) {
      fanout.awareness(ref, removal, connection.id);
      relay({ kind: 'awareness', ref, update: removal });
    }
    live.close(ref, connection.id);
  }

  async function applyUpdate(
    connection: WhiteboardConnection,
    membership: Membership,
    sync: WhiteboardSync,
    update: Uint8Array,
  ) {
    if (isEmptyUpdate(update)) return;
    if (membership.access.readOnly) throw readOnly();
    const { board } = membership;
    await live.applyLocal(board, sync.generation, update);
    fanout.update(board.ref, sync.generation, updateMessage(update), connection.id);
    relay({ kind: 'update', ref: board.ref, generation: sync.generation, update });
  }

  // States of participants who vanished without a word (a node gone) expire on every node.
  const expiry = setInterval(() => {
    for (const board of live.all()) {
      const removal = board.awareness.expire();
      if (removal) fanout.awareness(board.ref, removal);
    }
  }, 5_000);
  expiry.unref();

  return {
    attach(out: WhiteboardFanout, toNodes?: (message: WhiteboardRelayed) => void) {
      fanout = out;
      relay = toNodes ?? (() => {});
    },

    async join(connection: WhiteboardConnection, payload: JoinWhiteboard): Promise<WhiteboardJoined> {
      const { stateVector, ...ref } = payload;
      const principal = connection.principal();
      const access = await deps.boards.access(ref, principal);
      const name = isGuestOnly(principal) ? '' : await deps.nameOf(principal.userId, ref.architectureId);
      const state = stateOf(connection);
      const key = boardKey(ref);
      const board = state.boards.get(key)?.board ?? (await live.open(ref, connection.id));
      let update: Uint8Array;
      try {
        // A connection gone while the board loaded must not hold it in memory.
        if (!connection.connected()) throw notJoined();
        update = Y.encodeStateAsUpdate(board.doc, stateVector);
      } catch (error) {
        if (!state.boards.has(key)) live.close(ref, connection.id);
        if (connections.get(connection.id) === state && state.boards.size === 0 && !connection.connected()) {
          connections.delete(connection.id);
        }
        throw error instanceof AppError ? error : invalid();
      }
      // In the same turn as the state was read: no change can fall between the two.
      connection.join(boardRoom(ref));
      state.boards.set(key, { board, access, user: { userId: principal.userId, name } });
      return {
        generation: board.generation,
        readOnly: access.readOnly,
        update,
        stateVector: Y.encodeStateVector(board.doc),
        awareness: board.awareness.snapshot(connection.id),
        limits: whiteboardLimits,
      };
    },

    async sync(connection: WhiteboardConnection, sync: WhiteboardSync): Promise<WhiteboardSyncReply> {
      const { message } = sync;
      admit(connection, 'updates', updateCost(message.byteLength));
      const membership = membershipOf(connection, sync);
      if (message.byteLength > WHITEBOARD_MAX_UPDATE_BYTES + 16) {
        throw new AppError('whiteboard.update_too_large', 'A change to the whiteboard may be 1 MB at most.');
      }
      let type: number;
      let body: Uint8Array;
      try {
        const decoder = decoding.createDecoder(message);
        type = decoding.readVarUint(decoder);
        body = decoding.readVarUint8Array(decoder);
      } catch {
        throw invalid();
      }
      if (type === SYNC_STEP_1) {
        try {
          const encoder = encoding.createEncoder();
          encoding.writeVarUint(encoder, SYNC_STEP_2);
          encoding.writeVarUint8Array(encoder, Y.encodeStateAsUpdate(membership.board.doc, body));
          return { reply: encoding.toUint8Array(encoder) };
        } catch {
          throw invalid();
        }
      }
      if (type !== SYNC_STEP_2 && type !== SYNC_UPDATE) throw invalid();
      await applyUpdate(connection, membership, sync, body);
      return {};
    },

    awareness(connection: WhiteboardConnection, payload: WhiteboardAwareness): Record<string, never> {
      admit(connection, 'awareness', 1);
      const membership = membershipOf(connection, payload);
      // A guest has no name to show others.
      if (isGuestOnly(connection.principal())) throw readOnly();
      if (payload.update.byteLength > WHITEBOARD_MAX_AWARENESS_BYTES) {
        throw new AppError('whiteboard.update_too_large', 'An awareness message may be 16 kB at most.');
      }
      let relayed: Uint8Array | null;
      try {
        relayed = membership.board.awareness.fromConnection(connection.id, membership.user, payload.update);
      } catch {
        throw invalid();
      }
      if (relayed) {
        fanout.awareness(membership.board.ref, relayed, connection.id);
        relay({ kind: 'awareness', ref: membership.board.ref, update: relayed });
      }
      return {};
    },

    leave(connection: WhiteboardConnection, ref: WhiteboardRef): Record<string, never> {
      const state = connections.get(connection.id);
      if (state) leaveBoard(connection, state, boardKey(ref));
      return {};
    },

    /** The connection is gone: it leaves every board. */
    disconnected(connection: WhiteboardConnection) {
      const state = connections.get(connection.id);
      if (!state) return;
      for (const key of [...state.boards.keys()]) leaveBoard(connection, state, key);
      connections.delete(connection.id);
    },

    async imageUrls(
      connection: WhiteboardConnection,
      request: WhiteboardImageUrlsRequest,
    ): Promise<{ images: WhiteboardImage[] }> {
      membershipOf(connection, request);
      return { images: await deps.images.urlsOf(request, request.imageIds, connection.principal().userId) };
    },

    /** Checks that the caller may draw on the board (an image upload). */
    async mayDraw(ref: WhiteboardRef, principal: Principal): Promise<void> {
      const access = await deps.boards.access(ref, principal);
      if (access.readOnly) throw readOnly();
    },

    /** An administrator clears the board: a new generation, everyone joins again. */
    async clear(principal: Principal, ref: WhiteboardRef): Promise<{ generation: number }> {
      await deps.boards.access(ref, principal);
      const at = deps.now().toISOString();
      const generation = await live.clear(ref);
      fanout.cleared(ref, generation);
      relay({ kind: 'cleared', ref, generation });
      await deps.images.removeBoard(ref, at).catch(deps.reportError);
      return { generation };
    },

    /** A change another node relayed: into this node's memory of the board and to its participants. */
    async fromNode(message: WhiteboardRelayed): Promise<void> {
      const board = live.find(message.ref);
      if (!board) return;
      if (message.kind === 'update') {
        if (await live.applyRemote(board, message.generation, message.update)) {
          fanout.update(board.ref, message.generation, updateMessage(message.update));
        }
      } else if (message.kind === 'awareness') {
        board.awareness.fromNode(message.update);
        fanout.awareness(board.ref, message.update);
      } else {
        live.cleared(board, message.generation);
        fanout.cleared(board.ref, message.generation);
      }
    },

    async close() {
      clearInterval(expiry);
      await live.closeAll();
    },
  };
}

export type WhiteboardService = ReturnType<typeof createWhiteboardService>;
