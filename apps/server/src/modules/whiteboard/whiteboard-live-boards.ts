import {
  WHITEBOARD_MAX_DOCUMENT_BYTES,
  WHITEBOARD_MAX_UPDATE_BYTES,
  type WhiteboardRef,
} from '@atrium/domain';
import * as Y from 'yjs';
import { AppError } from '../../errors/app-error';
import type { StoredBoard, WhiteboardRepository } from './whiteboard.repository';
import { type BoardAwareness, createBoardAwareness } from './whiteboard-awareness';

/** Updates appended before the board is compacted (and always when it is unloaded). */
export const COMPACT_EVERY = 200;
/** A board nobody on this node has open stays in memory this long before it is unloaded. */
export const IDLE_UNLOAD_MS = 30_000;

/** A board held in memory while anyone on this node has it open. */
export type LiveBoard = {
  ref: WhiteboardRef;
  generation: number;
  doc: Y.Doc;
  awareness: BoardAwareness;
  /** An upper bound of the stored size: the snapshot and the updates appended since. */
  storedBytes: number;
  appended: number;
  members: Set<string>;
  idle?: NodeJS.Timeout;
};

export const boardKey = (ref: WhiteboardRef) => `${ref.mode}:${ref.architectureId}:${ref.boardId}`;

const tooLarge = () =>
  new AppError(
    'whiteboard.update_too_large',
    `A change to the whiteboard may be ${WHITEBOARD_MAX_UPDATE_BYTES / 1024 / 1024} MB at most.`,
  );
const invalid = () =>
  new AppError('whiteboard.update_invalid', 'This is not a whiteboard change the server can read.');

/** A doc with what is stored applied; an update that cannot be applied is left out (and reported). */
function docOf(stored: Pick<StoredBoard, 'snapshot' | 'updates'>, report: (error: unknown) => void): Y.Doc {
  const doc = new Y.Doc({ gc: true });
  for (const update of [stored.snapshot, ...stored.updates.map((row) => row.update)]) {
    try {
      Y.applyUpdate(doc, update);
    } catch (error) {
      report(error);
    }
  }
  return doc;
}

/**
 * Refuses an update Yjs cannot read, or one that starts after what the board has of a client
 * (it would wait in the document for changes that never come).
 */
function checkUpdate(doc: Y.Doc, update: Uint8Array) {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    throw invalid();
  }
  const known = Y.decodeStateVector(Y.encodeStateVector(doc));
  const first = new Map<number, number>();
  for (const struct of decoded.structs) {
    const { client, clock } = struct.id;
    if (clock < (first.get(client) ?? Number.POSITIVE_INFINITY)) first.set(client, clock);
  }
  for (const [client, clock] of first) {
    if (clock > (known.get(client) ?? 0)) {
      throw new AppError(
        'whiteboard.update_invalid',
        'This change builds on changes the server does not have: join the board again.',
      );
    }
  }
}

/**
 * The boards this node holds in memory: loaded from the database on first use, changed one
 * at a time each (a queue per board), compacted after COMPACT_EVERY updates, when the size limit
 * is near and when unloaded (IDLE_UNLOAD_MS after the last member left).
 */
export function createLiveBoards(deps: {
  repository: WhiteboardRepository;
  now: () => Date;
  reportError: (error: unknown) => void;
  idleMs?: number;
  /** WHITEBOARD_MAX_DOCUMENT_BYTES unless a test wants less. */
  maxDocumentBytes?: number;
}) {
  const maxDocumentBytes = deps.maxDocumentBytes ?? WHITEBOARD_MAX_DOCUMENT_BYTES;
  const { repository, reportError } = deps;
  const boards = new Map<string, LiveBoard>();
  const loading = new Map<string, Promise<LiveBoard>>();
  const queues = new Map<string, Promise<unknown>>();
  const at = () => deps.now().toISOString();

  /** Runs `task` after every earlier task of the board. */
  function queued<T>(key: string, task: () => Promise<T> | T): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  }

  async function load(ref: WhiteboardRef): Promise<LiveBoard> {
    const stored = await repository.load(ref);
    const board: LiveBoard = {
      ref,
      generation: stored.generation,
      doc: docOf(stored, reportError),
      awareness: createBoardAwareness(),
      storedBytes:
        stored.snapshot.byteLength + stored.updates.reduce((sum, row) => sum + row.update.byteLength, 0),
      appended: stored.updates.length,
      members: new Set(),
    };
    boards.set(boardKey(ref), board);
    return board;
  }

  /** Takes the stored state into the memory and writes it back as one snapshot. */
  async function compact(board: LiveBoard): Promise<void> {
    let size = board.storedBytes;
    const done = await repository.compact(
      board.ref,
      board.generation,
      (stored) => {
        // Nothing stored may be lost: the snapshot is the memory with all of it applied.
        for (const update of [stored.snapshot, ...stored.updates.map((row) => row.update)]) {
          try {
            Y.applyUpdate(board.doc, update);
          } catch (error) {
            reportError(error);
          }
        }
        const snapshot = Y.encodeStateAsUpdate(board.doc);
        size = snapshot.byteLength;
        return snapshot;
      },
      at(),
    );
    if (!done) return;
    board.storedBytes = size;
    board.appended = 0;
  }

  /** Drops the memory of a board and reads it again (after a failure left it unsure). */
  async function reload(board: LiveBoard): Promise<void> {
    const stored = await repository.load(board.ref);
    board.doc.destroy();
    board.doc = docOf(stored, reportError);
    board.generation = stored.generation;
    board.storedBytes =
      stored.snapshot.byteLength + stored.updates.reduce((sum, row) => sum + row.update.byteLength, 0);
    board.appended = stored.updates.length;
  }

  /** The board was cleared (here or on another node): a new empty document. */
  function cleared(board: LiveBoard, generation: number) {
    if (generation <= board.generation) return;
    board.doc.destroy();
    board.doc = new Y.Doc({ gc: true });
    board.generation = generation;
    board.storedBytes = 2;
    board.appended = 0;
  }

  function unloadLater(board: LiveBoard) {
    clearTimeout(board.idle);
    board.idle = setTimeout(() => {
      const key = boardKey(board.ref);
      void queued(key, async () => {
        if (board.members.size > 0 || boards.get(key) !== board) return;
        if (board.appended > 0) await compact(board);
        boards.delete(key);
        board.doc.destroy();
      }).catch(reportError);
    }, deps.idleMs ?? IDLE_UNLOAD_MS);
    board.idle.unref();
  }

  return {
    /** The board in memory, loaded when it is not; `member` keeps it there until `close`. */
    async open(ref: WhiteboardRef, member: string): Promise<LiveBoard> {
      const key = boardKey(ref);
      let board = boards.get(key);
      if (!board) {
        let pending = loading.get(key);
        if (!pending) {
          pending = queued(key, () => boards.get(key) ?? load(ref));
          loading.set(key, pending);
          void pending.then(
            () => loading.delete(key),
            () => loading.delete(key),
          );
        }
        board = await pending;
      }
      clearTimeout(board.idle);
      board.idle = undefined;
      board.members.add(member);
      return board;
    },

    /** The member is gone from the board; without members it is unloaded after a while. */
    close(ref: WhiteboardRef, member: string) {
      const board = boards.get(boardKey(ref));
      if (!board?.members.delete(member) || board.members.size > 0) return;
      unloadLater(board);
    },

    find: (ref: WhiteboardRef) => boards.get(boardKey(ref)),

    /**
     * Applies a participant's update and stores it, or refuses it (the memory and the stored
     * board as they were): too large, unreadable, building on unknown changes, making the board
     * too large, or for a generation before a clear. Resolves once it is stored.
     */
    applyLocal(board: LiveBoard, generation: number, update: Uint8Array): Promise<void> {
      if (update.byteLength > WHITEBOARD_MAX_UPDATE_BYTES) return Promise.reject(tooLarge());
      return queued(boardKey(board.ref), async () => {
        if (generation !== board.generation) {
          throw new AppError('whiteboard.stale', 'The whiteboard was cleared: join it again.');
        }
        checkUpdate(board.doc, update);
        if (board.storedBytes + update.byteLength > maxDocumentBytes) await compact(board);
        if (board.storedBytes + update.byteLength > maxDocumentBytes) {
          throw new AppError(
            'whiteboard.document_too_large',
            `The whiteboard is full (${Math.round(maxDocumentBytes / 1024 / 1024)} MB): remove something first.`,
          );
        }
        try {
          Y.applyUpdate(board.doc, update);
        } catch {
          await reload(board);
          throw invalid();
        }
        try {
          await repository.append(board.ref, generation, update, at());
        } catch (error) {
          await reload(board).catch(reportError);
          throw error;
        }
        board.storedBytes += update.byteLength;
        board.appended += 1;
        if (board.appended >= COMPACT_EVERY) await compact(board).catch(reportError);
      });
    },

    /** An update another node stored: applied to the memory, in order with this node's own. */
    applyRemote(board: LiveBoard, generation: number, update: Uint8Array): Promise<boolean> {
      return queued(boardKey(board.ref), () => {
        if (generation !== board.generation) return false;
        try {
          Y.applyUpdate(board.doc, update);
        } catch (error) {
          reportError(error);
          return false;
        }
        return true;
      });
    },

    /** Clears the board in the database (a new generation) and in memory; answers the generation. */
    async clear(ref: WhiteboardRef): Promise<number> {
      return queued(boardKey(ref), async () => {
        const generation = await repository.clear(ref, at());
        const board = boards.get(boardKey(ref));
        if (board) cleared(board, generation);
        return generation;
      });
    },

    cleared,

    /** Every board in memory (for awareness expiry and the bench's figures). */
    all: () => boards.values(),

    /** Compacts and drops every board (the node stops). */
    async closeAll() {
      await Promise.all(
        [...boards.values()].map((board) =>
          queued(boardKey(board.ref), async () => {
            clearTimeout(board.idle);
            if (board.appended > 0) await compact(board);
          }).catch(reportError),
        ),
      );
      boards.clear();
    },
  };
}

export type LiveBoards = ReturnType<typeof createLiveBoards>;
