import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SocialWallPostsTable } from '../../db/schema';

export type WallScope = { architectureId: string; mode: 'STAGE' | 'LIVE' };

/** A post or reply as stored, with its image's size and whether its post is hidden. */
export type PostRecord = WallScope & {
  id: string;
  wallId: string;
  parentId: string | null;
  authorId: string;
  text: string;
  image: { id: string; width: number; height: number } | null;
  likes: number;
  replies: number;
  hiddenReplies: number;
  hidden: boolean;
  /** A reply's post is hidden (the reply goes with it). */
  parentHidden: boolean;
  createdAt: string;
  editedAt: string | null;
};

/** How many posts a list answers, and whether hidden ones are among them. */
type ListOptions = { limit: number; withHidden: boolean };

/** A place in a list of posts: after (or before) this one. */
export type PostCursor = { createdAt: string; id: string };

export type NewPost = WallScope & {
  id: string;
  wallId: string;
  parentId: string | null;
  authorId: string;
  text: string;
  imageId: string | null;
  createdAt: string;
};

export type ReportRecord = {
  id: string;
  postId: string;
  reporterId: string;
  reason: string;
  createdAt: string;
};

type Row = Selectable<SocialWallPostsTable> & {
  parent_hidden: number | null;
  image_width: number | null;
  image_height: number | null;
};

const toRecord = (row: Row): PostRecord => ({
  id: row.id,
  architectureId: row.architecture_id,
  mode: row.mode as WallScope['mode'],
  wallId: row.wall_id,
  parentId: row.parent_id,
  authorId: row.author_id,
  text: row.text,
  image:
    row.image_id && row.image_width !== null && row.image_height !== null
      ? { id: row.image_id, width: Number(row.image_width), height: Number(row.image_height) }
      : null,
  likes: Number(row.likes),
  replies: Number(row.replies),
  hiddenReplies: Number(row.hidden_replies),
  hidden: Number(row.hidden) === 1,
  parentHidden: Number(row.parent_hidden ?? 0) === 1,
  createdAt: row.created_at,
  editedAt: row.edited_at,
});

/** Posts and replies, their likes and their reports. `db` may be a transaction. */
export function createSocialWallRepository(db: Db) {
  const posts = () =>
    db
      .selectFrom('social_wall_posts as post')
      .leftJoin('social_wall_posts as parent', 'parent.id', 'post.parent_id')
      .leftJoin('social_wall_images as image', 'image.id', 'post.image_id')
      .selectAll('post')
      .select([
        'parent.hidden as parent_hidden',
        'image.width as image_width',
        'image.height as image_height',
      ]);

  type Posts = ReturnType<typeof posts>;

  /** Posts in creation order (then id), from a cursor on (not including it). */
  async function list(
    which: (query: Posts) => Posts,
    direction: 'asc' | 'desc',
    cursor: PostCursor | undefined,
    options: ListOptions,
  ): Promise<PostRecord[]> {
    let query = which(posts());
    if (!options.withHidden) query = query.where('post.hidden', '=', 0);
    if (cursor) {
      const beyond = direction === 'desc' ? '<' : '>';
      query = query.where((eb) =>
        eb.or([
          eb('post.created_at', beyond, cursor.createdAt),
          eb.and([eb('post.created_at', '=', cursor.createdAt), eb('post.id', beyond, cursor.id)]),
        ]),
      );
    }
    const rows = await query
      .orderBy('post.created_at', direction)
      .orderBy('post.id', direction)
      .limit(options.limit)
      .execute();
    return rows.map(toRecord);
  }

  return {
    async find(id: string): Promise<PostRecord | undefined> {
      const row = await posts().where('post.id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async findMany(ids: readonly string[]): Promise<PostRecord[]> {
      if (ids.length === 0) return [];
      const rows = await posts()
        .where('post.id', 'in', [...ids])
        .execute();
      return rows.map(toRecord);
    },

    /** A wall's posts newest first, before the cursor; hidden ones only when asked for. */
    page: (scope: WallScope, wallId: string, options: ListOptions & { before?: PostCursor }) =>
      list(
        (query) =>
          query
            .where('post.architecture_id', '=', scope.architectureId)
            .where('post.mode', '=', scope.mode)
            .where('post.wall_id', '=', wallId)
            .where('post.parent_id', 'is', null),
        'desc',
        options.before,
        options,
      ),

    /** A post's replies oldest first, after the cursor; hidden ones only when asked for. */
    replies: (parentId: string, options: ListOptions & { after?: PostCursor }) =>
      list((query) => query.where('post.parent_id', '=', parentId), 'asc', options.after, options),

    async insert(post: NewPost): Promise<void> {
      await db
        .insertInto('social_wall_posts')
        .values({
          id: post.id,
          architecture_id: post.architectureId,
          mode: post.mode,
          wall_id: post.wallId,
          parent_id: post.parentId,
          author_id: post.authorId,
          text: post.text,
          image_id: post.imageId,
          created_at: post.createdAt,
        })
        .execute();
    },

    /** Changes a post's reply counters; false when it is gone (or is a reply itself). */
    async countReplies(postId: string, replies: number, hiddenReplies: number): Promise<boolean> {
      const result = await db
        .updateTable('social_wall_posts')
        .set((eb) => ({
          replies: eb('replies', '+', replies),
          hidden_replies: eb('hidden_replies', '+', hiddenReplies),
        }))
        .where('id', '=', postId)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async editText(id: string, text: string, at: string): Promise<void> {
      await db.updateTable('social_wall_posts').set({ text, edited_at: at }).where('id', '=', id).execute();
    },

    /** Hides or shows a post; true when this call changed it. */
    async setHidden(id: string, hidden: boolean): Promise<boolean> {
      const result = await db
        .updateTable('social_wall_posts')
        .set({ hidden: hidden ? 1 : 0 })
        .where('id', '=', id)
        .where('hidden', '=', hidden ? 0 : 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Deletes a post with its replies, and their likes and reports; answers the ids deleted and
     * whether the post itself was hidden as it went (nothing when it was gone already).
     */
    async deleteThread(id: string): Promise<{ ids: string[]; hidden: boolean } | undefined> {
      const rows = await db
        .deleteFrom('social_wall_posts')
        .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
        .returning(['id', 'hidden'])
        .execute();
      const post = rows.find((row) => row.id === id);
      if (!post) return undefined;
      const ids = rows.map((row) => row.id);
      await db.deleteFrom('social_wall_likes').where('post_id', 'in', ids).execute();
      await db.deleteFrom('social_wall_reports').where('post_id', 'in', ids).execute();
      return { ids, hidden: Number(post.hidden) === 1 };
    },

    /** Which of these posts the user likes. */
    async likedBy(userId: string, postIds: readonly string[]): Promise<Set<string>> {
      if (postIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('social_wall_likes')
        .select('post_id')
        .where('user_id', '=', userId)
        .where('post_id', 'in', [...postIds])
        .execute();
      return new Set(rows.map((row) => row.post_id));
    },

    /** Adds a like; false when the user liked the post already. */
    async addLike(postId: string, userId: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('social_wall_likes')
        .values({ post_id: postId, user_id: userId, created_at: at })
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Takes a like back; false when there was none. */
    async removeLike(postId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('social_wall_likes')
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Moves a post's like counter; answers the new count, undefined when the post is gone. */
    async countLikes(postId: string, delta: number): Promise<number | undefined> {
      const row = await db
        .updateTable('social_wall_posts')
        .set((eb) => ({ likes: eb('likes', '+', delta) }))
        .where('id', '=', postId)
        .returning('likes')
        .executeTakeFirst();
      return row && Number(row.likes);
    },

    /** Files a report; false when the user had reported the post already. */
    async report(report: ReportRecord & WallScope & { wallId: string }): Promise<boolean> {
      const result = await db
        .insertInto('social_wall_reports')
        .values({
          id: report.id,
          post_id: report.postId,
          reporter_id: report.reporterId,
          architecture_id: report.architectureId,
          mode: report.mode,
          wall_id: report.wallId,
          reason: report.reason,
          created_at: report.createdAt,
        })
        .onConflict((oc) => oc.columns(['post_id', 'reporter_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** A wall's newest reports. */
    async reports(scope: WallScope, wallId: string, limit: number): Promise<ReportRecord[]> {
      const rows = await db
        .selectFrom('social_wall_reports')
        .select(['id', 'post_id', 'reporter_id', 'reason', 'created_at'])
        .where('architecture_id', '=', scope.architectureId)
        .where('mode', '=', scope.mode)
        .where('wall_id', '=', wallId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        postId: row.post_id,
        reporterId: row.reporter_id,
        reason: row.reason,
        createdAt: row.created_at,
      }));
    },
  };
}

export type SocialWallRepository = ReturnType<typeof createSocialWallRepository>;
