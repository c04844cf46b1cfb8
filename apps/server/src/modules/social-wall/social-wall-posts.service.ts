import { randomUUID } from 'node:crypto';
import type { SocialWallPage, SocialWallPost, SocialWallReplies, SocialWallScope } from '@atrium/domain';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/authorize';
import { cleanMessageText } from '../chat/chat-text';
import {
  createSocialWallRepository,
  type PostRecord,
  type SocialWallRepository,
} from './social-wall.repository';
import { decodeCursor, encodeCursor } from './social-wall-cursor';
import { createSocialWallImagesRepository, type ImageRecord } from './social-wall-images.repository';
import { type SocialWallViews, viewerOf } from './social-wall-views';
import type { SocialWalls } from './social-wall-walls';

const forbidden = (message: string) => new AppError('social_wall.forbidden', message);

/** Text as stored: the chat's rule (no control characters, trimmed); nothing left is refused. */
function cleanText(text: string): string {
  const cleaned = cleanMessageText(text);
  if (!cleaned) {
    throw new AppError('validation.failed', 'Please write something.', [
      { path: 'text', message: 'Please write something.' },
    ]);
  }
  return cleaned;
}

/**
 * Reading and writing a wall's posts and replies. Writes run in a transaction and are announced
 * after it committed; the author is always the caller.
 */
export function createSocialWallPostsService(deps: {
  database: DatabaseHandle;
  posts: SocialWallRepository;
  walls: SocialWalls;
  views: SocialWallViews;
  /** Removes the bytes of a deleted post's images (after the deletion committed). */
  removeImages: (images: readonly ImageRecord[]) => Promise<void>;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { database, posts, walls, views } = deps;
  const iso = () => deps.now().toISOString();
  const announce = (ids: (string | null)[]) => views.publish(ids).catch(deps.reportError);

  /** Presents what was read (one more than asked for tells whether another page follows). */
  async function pageOf(principal: Principal, records: PostRecord[], limit: number) {
    const page = records.slice(0, limit);
    const next = records.length > limit ? encodeCursor(page[page.length - 1]!) : null;
    return { items: await views.present(principal, page), next };
  }

  return {
    async page(
      principal: Principal,
      wallId: string,
      query: SocialWallScope & { before?: string; limit: number },
    ): Promise<SocialWallPage> {
      const scope = { architectureId: query.architectureId, mode: query.mode };
      await walls.check(scope, wallId, principal);
      const before = decodeCursor(query.before, 'before');
      const withHidden = viewerOf(principal).moderator;
      const records = await posts.page(scope, wallId, { before, limit: query.limit + 1, withHidden });
      const { items, next } = await pageOf(principal, records, query.limit);
      return { posts: items, next };
    },

    async replies(
      principal: Principal,
      postId: string,
      query: { after?: string; limit: number },
    ): Promise<SocialWallReplies> {
      const post = await views.visiblePost(principal, postId);
      const after = decodeCursor(query.after, 'after');
      const withHidden = viewerOf(principal).moderator;
      const records = await posts.replies(post.id, { after, limit: query.limit + 1, withHidden });
      const { items, next } = await pageOf(principal, records, query.limit);
      return { replies: items, next };
    },

    /** Posts to a wall, with an image the caller uploaded to it and no post took yet. */
    async create(
      principal: Principal,
      wallId: string,
      scope: SocialWallScope,
      input: { text: string; imageId?: string },
    ): Promise<SocialWallPost> {
      await walls.check(scope, wallId, principal);
      const text = cleanText(input.text);
      const id = randomUUID();
      await database.db.transaction().execute(async (trx) => {
        if (input.imageId) {
          const image = { ...scope, id: input.imageId, wallId, uploaderId: principal.userId };
          if (!(await createSocialWallImagesRepository(trx).claim(image, id))) {
            throw new AppError('social_wall.image_not_found', 'This image was not uploaded to this wall.', [
              { path: 'imageId', message: 'unknown, already posted or expired' },
            ]);
          }
        }
        await createSocialWallRepository(trx).insert({
          ...scope,
          id,
          wallId,
          parentId: null,
          authorId: principal.userId,
          text,
          imageId: input.imageId ?? null,
          createdAt: iso(),
        });
      });
      await announce([id]);
      return (await views.present(principal, [(await posts.find(id))!]))[0]!;
    },

    /** Replies to a post (not to a reply); the post's reply count goes up with it. */
    async reply(principal: Principal, postId: string, input: { text: string }): Promise<SocialWallPost> {
      const parent = await views.visiblePost(principal, postId);
      if (parent.parentId !== null) throw forbidden('A reply cannot be replied to; reply to its post.');
      const text = cleanText(input.text);
      const id = randomUUID();
      await database.db.transaction().execute(async (trx) => {
        const repository = createSocialWallRepository(trx);
        await repository.insert({
          architectureId: parent.architectureId,
          mode: parent.mode,
          id,
          wallId: parent.wallId,
          parentId: parent.id,
          authorId: principal.userId,
          text,
          imageId: null,
          createdAt: iso(),
        });
        // The post went away meanwhile: so does the reply.
        if (!(await repository.countReplies(parent.id, 1, 0))) throw views.notFound();
      });
      await announce([id, parent.id]);
      return (await views.present(principal, [(await posts.find(id))!]))[0]!;
    },

    /** Edits the caller's own post or reply (nobody edits another's, administrators neither). */
    async edit(principal: Principal, postId: string, input: { text: string }): Promise<SocialWallPost> {
      const post = await views.visiblePost(principal, postId);
      if (post.authorId !== principal.userId) throw forbidden('Only its author can edit a post.');
      await posts.editText(post.id, cleanText(input.text), iso());
      await announce([post.id]);
      const edited = await posts.find(post.id);
      if (!edited) throw views.notFound();
      return (await views.present(principal, [edited]))[0]!;
    },

    /** Deletes the caller's own post (administrators: any); a post's replies and images go with it. */
    async delete(principal: Principal, postId: string): Promise<void> {
      const post = await views.visiblePost(principal, postId);
      if (post.authorId !== principal.userId && !viewerOf(principal).moderator) {
        throw forbidden('Only its author or an administrator can delete a post.');
      }
      const images = await database.db.transaction().execute(async (trx) => {
        const repository = createSocialWallRepository(trx);
        const deleted = await repository.deleteThread(post.id);
        if (!deleted) throw views.notFound();
        if (post.parentId !== null) await repository.countReplies(post.parentId, -1, deleted.hidden ? -1 : 0);
        return createSocialWallImagesRepository(trx).deleteOfPosts(deleted.ids);
      });
      await deps.removeImages(images);
      views.removed(post);
      if (post.parentId !== null) await announce([post.parentId]);
    },
  };
}

export type SocialWallPostsService = ReturnType<typeof createSocialWallPostsService>;
