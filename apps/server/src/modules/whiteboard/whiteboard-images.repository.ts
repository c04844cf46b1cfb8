import type { WhiteboardRef } from '@atrium/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { WhiteboardImagesTable } from '../../db/schema';

/** An image uploaded to a board: its large and preview variants in the storage. */
export type BoardImageRecord = WhiteboardRef & {
  id: string;
  uploaderId: string;
  largeKey: string;
  previewKey: string;
  width: number;
  height: number;
  createdAt: string;
};

const toRecord = (row: Selectable<WhiteboardImagesTable>): BoardImageRecord => ({
  id: row.id,
  architectureId: row.architecture_id,
  mode: row.mode as WhiteboardRef['mode'],
  boardId: row.board_id,
  uploaderId: row.uploader_id,
  largeKey: row.large_key,
  previewKey: row.preview_key,
  width: Number(row.width),
  height: Number(row.height),
  createdAt: row.created_at,
});

/** The images of whiteboards. */
export function createWhiteboardImagesRepository(db: Db) {
  const ofBoard = (ref: WhiteboardRef) =>
    db
      .selectFrom('whiteboard_images')
      .selectAll()
      .where('architecture_id', '=', ref.architectureId)
      .where('mode', '=', ref.mode)
      .where('board_id', '=', ref.boardId);

  return {
    async insert(image: BoardImageRecord): Promise<void> {
      await db
        .insertInto('whiteboard_images')
        .values({
          id: image.id,
          architecture_id: image.architectureId,
          mode: image.mode,
          board_id: image.boardId,
          uploader_id: image.uploaderId,
          large_key: image.largeKey,
          preview_key: image.previewKey,
          width: image.width,
          height: image.height,
          created_at: image.createdAt,
        })
        .execute();
    },

    async find(id: string): Promise<BoardImageRecord | undefined> {
      const row = await db
        .selectFrom('whiteboard_images')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Those of these images that belong to the board. */
    async many(ref: WhiteboardRef, ids: readonly string[]): Promise<BoardImageRecord[]> {
      if (ids.length === 0) return [];
      return (await ofBoard(ref).where('id', 'in', ids).execute()).map(toRecord);
    },

    /** Deletes the board's images uploaded before `before` (a clear); answers them. */
    async deleteOfBoard(ref: WhiteboardRef, before: string): Promise<BoardImageRecord[]> {
      const rows = (await ofBoard(ref).where('created_at', '<=', before).execute()).map(toRecord);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      for (let start = 0; start < ids.length; start += 500) {
        await db
          .deleteFrom('whiteboard_images')
          .where('id', 'in', ids.slice(start, start + 500))
          .execute();
      }
      return rows;
    },
  };
}

export type WhiteboardImagesRepository = ReturnType<typeof createWhiteboardImagesRepository>;
