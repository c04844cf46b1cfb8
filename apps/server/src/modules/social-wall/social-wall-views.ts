import type { SocialWallPost } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import { can, type Principal } from '../auth/authorize';
import { presentPost, visibleTo, type WallViewer } from './social-wall.presenter';
import type { PostRecord, SocialWallRepository } from './social-wall.repository';
import type { SocialWallAuthors } from './social-wall-authors';
import type { SocialWallImageUrls } from './social-wall-images.urls';
import type { SocialWalls } from './social-wall-walls';

/** How long like changes of a post are gathered before they are announced. */
export const LIKE_ANNOUNCE_MS = 50;

export const postNotFound = () =>
  new AppError('social_wall.post_not_found', 'This post does not exist or was removed.');

export const viewerOf = (principal: Principal): WallViewer => ({
  userId: principal.userId,
  moderator: can(principal, 'social_wall.moderate'),
});

/**
 * What the wall's services share: finding a post the caller may see (anything else looks like a
 * post that does not exist), presenting posts per viewer, and announcing committed changes on
 * the bus (every node pushes them to its watchers).
 */
export function createSocialWallViews(deps: {
  posts: SocialWallRepository;
  walls: SocialWalls;
  authors: SocialWallAuthors;
  urls: SocialWallImageUrls;
  events: Pick<EventBus, 'emit'>;
}) {
  const { posts, walls, authors, urls, events } = deps;
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  /** Announces posts as they are now (after their change committed). */
  async function publish(postIds: readonly (string | null)[]): Promise<void> {
    const records = await posts.findMany(postIds.filter((id): id is string => id !== null));
    for (const post of records) {
      events.emit('social_wall.post.changed', {
        post,
        author: await authors.of(post.authorId, post.architectureId),
      });
    }
  }

  return {
    notFound: postNotFound,

    /** A post the caller may see: its wall usable by them, and not hidden unless they moderate. */
    async visiblePost(principal: Principal, postId: string): Promise<PostRecord> {
      const post = await posts.find(postId);
      if (!post || !visibleTo(post, viewerOf(principal))) throw postNotFound();
      if (!(await walls.mayUse(post, post.wallId, principal))) throw postNotFound();
      return post;
    },

    /** Posts as the caller reads them (their likes looked up at once). */
    async present(principal: Principal, records: readonly PostRecord[]): Promise<SocialWallPost[]> {
      if (records.length === 0) return [];
      const viewer = viewerOf(principal);
      const [liked, byUser] = await Promise.all([
        posts.likedBy(
          viewer.userId,
          records.map((post) => post.id),
        ),
        authors.many(
          records.map((post) => post.authorId),
          records[0]!.architectureId,
        ),
      ]);
      return records.map((post) =>
        presentPost(post, byUser.get(post.authorId)!, viewer, liked.has(post.id), urls),
      );
    },

    publish,

    /**
     * Announces a post's new like count within LIKE_ANNOUNCE_MS, once however many likes came
     * meanwhile (read when announced, so the count is the latest): a burst of likes on one post
     * costs its watchers a push or two, not one per like.
     */
    publishSoon(postId: string, reportError: (error: unknown) => void) {
      if (pending.has(postId)) return;
      const timer = setTimeout(() => {
        pending.delete(postId);
        publish([postId]).catch(reportError);
      }, LIKE_ANNOUNCE_MS);
      timer.unref();
      pending.set(postId, timer);
    },

    close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },

    removed(post: PostRecord) {
      events.emit('social_wall.post.removed', {
        architectureId: post.architectureId,
        mode: post.mode,
        wallId: post.wallId,
        postId: post.id,
        parentId: post.parentId,
      });
    },
  };
}

export type SocialWallViews = ReturnType<typeof createSocialWallViews>;
