import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SocialWallImagesTable } from '../../db/schema';
import type { WallScope } from './social-wall.repository';

/** An uploaded image: its large and preview variants in the storage, and the post that took it. */
export type ImageRecord = WallScope & {
  id: string;
  wallId: string;
  uploaderId: string;
  largeKey: string;
  previewKey: string;
  width: number;
  height: number;
  postId: string | null;
  createdAt: string;
};

const toRecord = (row: Selectable<SocialWallImagesTable>): ImageRecord => ({
  id: row.id,
  architectureId: row.architecture_id,
  mode: row.mode as WallScope['mode'],
  wallId: row.wall_id,
  uploaderId: row.uploader_id,
  largeKey: row.large_key,
  previewKey: row.preview_key,
  width: Number(row.width),
  height: Number(row.height),
  postId: row.post_id,
  createdAt: row.created_at,
});

/** Uploaded social wall images. `db` may be a transaction. */
export function createSocialWallImagesRepository(db: Db) {
  return {
    async insert(image: Omit<ImageRecord, 'postId'>): Promise<void> {
      await db
        .insertInto('social_wall_images')
        .values({
          id: image.id,
          architecture_id: image.architectureId,
          mode: image.mode,
          wall_id: image.wallId,
          uploader_id: image.uploaderId,
          large_key: image.largeKey,
          preview_key: image.previewKey,
          width: image.width,
          height: image.height,
          created_at: image.createdAt,
        })
        .execute();
    },

    async find(id: string): Promise<ImageRecord | undefined> {
      const row = await db
        .selectFrom('social_wall_images')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /**
     * Gives an unposted image of this uploader and wall to a post; false when there is none such
     * (unknown, someone else's, of another wall, swept, or taken by another post first).
     */
    async claim(
      image: WallScope & { id: string; wallId: string; uploaderId: string },
      postId: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('social_wall_images')
        .set({ post_id: postId })
        .where('id', '=', image.id)
        .where('uploader_id', '=', image.uploaderId)
        .where('architecture_id', '=', image.architectureId)
        .where('mode', '=', image.mode)
        .where('wall_id', '=', image.wallId)
        .where('post_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the images of these posts; answers what was deleted (to remove its bytes). */
    async deleteOfPosts(postIds: readonly string[]): Promise<ImageRecord[]> {
      if (postIds.length === 0) return [];
      const rows = await db
        .deleteFrom('social_wall_images')
        .where('post_id', 'in', [...postIds])
        .returningAll()
        .execute();
      return rows.map(toRecord);
    },

    /** Deletes the images no post took, uploaded before `before`; answers what was deleted. */
    async deleteUnposted(before: string, limit: number): Promise<ImageRecord[]> {
      const ids = db
        .selectFrom('social_wall_images')
        .select('id')
        .where('post_id', 'is', null)
        .where('created_at', '<', before)
        .limit(limit);
      const rows = await db
        .deleteFrom('social_wall_images')
        .where('id', 'in', ids)
        .where('post_id', 'is', null)
        .returningAll()
        .execute();
      return rows.map(toRecord);
    },
  };
}

export type SocialWallImagesRepository = ReturnType<typeof createSocialWallImagesRepository>;
