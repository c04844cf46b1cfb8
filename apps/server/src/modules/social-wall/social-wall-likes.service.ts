import type { SocialWallLikeState } from '@atrium/domain';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { Principal } from '../auth/authorize';
import { createSocialWallRepository } from './social-wall.repository';
import type { SocialWallViews } from './social-wall-views';

/**
 * Likes of posts and replies: one per user and post. The like row and the post's counter change
 * in one transaction, so the count is exact however many like at once; liking twice (or taking
 * back what is not liked) changes nothing and is not announced.
 */
export function createSocialWallLikesService(deps: {
  database: DatabaseHandle;
  views: SocialWallViews;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { database, views } = deps;

  async function change(principal: Principal, postId: string, liked: boolean): Promise<SocialWallLikeState> {
    const post = await views.visiblePost(principal, postId);
    const likes = await database.db.transaction().execute(async (trx) => {
      const repository = createSocialWallRepository(trx);
      const changed = liked
        ? await repository.addLike(post.id, principal.userId, deps.now().toISOString())
        : await repository.removeLike(post.id, principal.userId);
      const count = await repository.countLikes(post.id, changed ? (liked ? 1 : -1) : 0);
      // Deleted meanwhile: the like goes with it.
      if (count === undefined) throw views.notFound();
      return { count, changed };
    });
    if (likes.changed) views.publishSoon(post.id, deps.reportError);
    return { likes: likes.count, liked };
  }

  return {
    like: (principal: Principal, postId: string) => change(principal, postId, true),
    unlike: (principal: Principal, postId: string) => change(principal, postId, false),
  };
}

export type SocialWallLikesService = ReturnType<typeof createSocialWallLikesService>;
