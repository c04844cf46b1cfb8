import { randomUUID } from 'node:crypto';
import type { WhiteboardRef } from '@atrium/domain';
import type { DatabaseHandle, Db } from '../../db/database';

/** A board's stored state: the compacted snapshot and the updates appended since (any order). */
export type StoredBoard = {
  generation: number;
  snapshot: Uint8Array;
  updates: { id: string; update: Uint8Array }[];
};

/** The empty Yjs update: no structs, no deletions. */
export const EMPTY_UPDATE = new Uint8Array([0, 0]);

const bytes = (value: unknown): Uint8Array =>
  value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer);

/**
 * The whiteboard's rows: a board's snapshot and generation, its appended updates. Every write
 * that replaces or deletes stored state runs in one transaction with the board's row locked
 * (PostgreSQL; SQLite writes one transaction at a time), so nothing stored is lost on a crash or
 * when two nodes compact at once.
 */
export function createWhiteboardRepository(database: Pick<DatabaseHandle, 'db' | 'dialect'>) {
  const { db } = database;
  const ofBoard = (ref: WhiteboardRef) =>
    ({ architecture_id: ref.architectureId, mode: ref.mode, board_id: ref.boardId }) as const;

  function boardRow(trx: Db, ref: WhiteboardRef, lock: boolean) {
    const query = trx
      .selectFrom('whiteboard_boards')
      .select(['generation', 'snapshot'])
      .where((eb) => eb.and(ofBoard(ref)));
    return (lock && database.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  }

  async function updatesOf(trx: Db, ref: WhiteboardRef, generation: number) {
    const rows = await trx
      .selectFrom('whiteboard_updates')
      .select(['id', 'update'])
      .where((eb) => eb.and(ofBoard(ref)))
      .where('generation', '=', generation)
      .execute();
    return rows.map((row) => ({ id: row.id, update: bytes(row.update) }));
  }

  /** The board's row, made (generation 1, empty) when it has none. */
  async function ensure(trx: Db, ref: WhiteboardRef, lock: boolean) {
    const row = await boardRow(trx, ref, lock);
    if (row) return { generation: Number(row.generation), snapshot: bytes(row.snapshot) };
    await trx
      .insertInto('whiteboard_boards')
      .values({
        ...ofBoard(ref),
        generation: 1,
        snapshot: EMPTY_UPDATE,
        updated_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const made = await boardRow(trx, ref, lock);
    return { generation: Number(made!.generation), snapshot: bytes(made!.snapshot) };
  }

  return {
    /** The board's state as stored (a board never written is generation 1, empty). */
    async load(ref: WhiteboardRef): Promise<StoredBoard> {
      return db.transaction().execute(async (trx) => {
        const board = await ensure(trx, ref, false);
        return { ...board, updates: await updatesOf(trx, ref, board.generation) };
      });
    },

    /** Appends an update to the board's generation. */
    async append(ref: WhiteboardRef, generation: number, update: Uint8Array, at: string): Promise<void> {
      await db
        .insertInto('whiteboard_updates')
        .values({
          id: randomUUID(),
          ...ofBoard(ref),
          generation,
          update: Buffer.from(update),
          created_at: at,
        })
        .execute();
    },

    /**
     * Folds the generation's updates into the snapshot: `merge` is given the stored snapshot and
     * updates (read under the lock) and answers the new snapshot, which must contain them; the
     * updates it was given are deleted with the write. Nothing happens when the board was
     * cleared meanwhile (false).
     */
    async compact(
      ref: WhiteboardRef,
      generation: number,
      merge: (stored: StoredBoard) => Uint8Array,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const board = await ensure(trx, ref, true);
        if (board.generation !== generation) return false;
        const updates = await updatesOf(trx, ref, generation);
        const snapshot = merge({ ...board, updates });
        const key = ofBoard(ref);
        await trx
          .updateTable('whiteboard_boards')
          .set({ snapshot: Buffer.from(snapshot), updated_at: at })
          .where((eb) => eb.and(key))
          .execute();
        const ids = updates.map((row) => row.id);
        for (let start = 0; start < ids.length; start += 500) {
          await trx
            .deleteFrom('whiteboard_updates')
            .where('id', 'in', ids.slice(start, start + 500))
            .execute();
        }
        // Appended by a node that had not yet heard of a clear: nobody reads them.
        await trx
          .deleteFrom('whiteboard_updates')
          .where((eb) => eb.and(key))
          .where('generation', '<', generation)
          .execute();
        return true;
      });
    },

    /** Starts the board's next generation, empty; answers it. Every update of the board goes. */
    async clear(ref: WhiteboardRef, at: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const board = await ensure(trx, ref, true);
        const key = ofBoard(ref);
        const generation = board.generation + 1;
        await trx
          .updateTable('whiteboard_boards')
          .set({ generation, snapshot: Buffer.from(EMPTY_UPDATE), updated_at: at })
          .where((eb) => eb.and(key))
          .execute();
        await trx
          .deleteFrom('whiteboard_updates')
          .where((eb) => eb.and(key))
          .execute();
        return generation;
      });
    },

    /** The stored size of a board: snapshot and pending updates, in bytes (for the bench and tests). */
    async storedBytes(ref: WhiteboardRef): Promise<{ snapshot: number; updates: number; count: number }> {
      const stored = await this.load(ref);
      return {
        snapshot: stored.snapshot.byteLength,
        updates: stored.updates.reduce((sum, row) => sum + row.update.byteLength, 0),
        count: stored.updates.length,
      };
    },
  };
}

export type WhiteboardRepository = ReturnType<typeof createWhiteboardRepository>;
