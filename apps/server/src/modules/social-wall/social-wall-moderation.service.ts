import { randomUUID } from 'node:crypto';
import { SOCIAL_WALL_REPORTS_MAX, type SocialWallPost, type SocialWallScope } from '@atrium/domain';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { Principal } from '../auth/authorize';
import { cleanMessageText } from '../chat/chat-text';
import { createSocialWallRepository, type SocialWallRepository } from './social-wall.repository';
import type { SocialWallAuthors } from './social-wall-authors';
import type { SocialWallViews } from './social-wall-views';
import type { SocialWalls } from './social-wall-walls';

/**
 * Reports (anyone who may write, once per post) and what administrators do about them: read the
 * reports and hide posts from attendees or show them again. Deleting is the posts service's.
 */
export function createSocialWallModerationService(deps: {
  database: DatabaseHandle;
  posts: SocialWallRepository;
  walls: SocialWalls;
  views: SocialWallViews;
  authors: SocialWallAuthors;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { database, posts, views } = deps;

  return {
    /** Hides a post or reply (a hidden reply no longer counts for attendees), or shows it again. */
    async hide(principal: Principal, postId: string, hidden: boolean): Promise<SocialWallPost> {
      const post = await views.visiblePost(principal, postId);
      const changed = await database.db.transaction().execute(async (trx) => {
        const repository = createSocialWallRepository(trx);
        if (!(await repository.setHidden(post.id, hidden))) return false;
        if (post.parentId !== null) await repository.countReplies(post.parentId, 0, hidden ? 1 : -1);
        return true;
      });
      if (changed) await views.publish([post.id, post.parentId]).catch(deps.reportError);
      const now = await posts.find(post.id);
      if (!now) throw views.notFound();
      return (await views.present(principal, [now]))[0]!;
    },

    /** Reports a post or reply to the administrators; a second report of the same changes nothing. */
    async report(principal: Principal, postId: string, reason: string): Promise<void> {
      const post = await views.visiblePost(principal, postId);
      await posts.report({
        id: randomUUID(),
        postId: post.id,
        reporterId: principal.userId,
        architectureId: post.architectureId,
        mode: post.mode,
        wallId: post.wallId,
        reason: cleanMessageText(reason),
        createdAt: deps.now().toISOString(),
      });
    },

    /** A wall's newest reports with their posts as they are now (administrators). */
    async reports(principal: Principal, wallId: string, scope: SocialWallScope) {
      await deps.walls.check(scope, wallId, principal);
      const reports = await posts.reports(scope, wallId, SOCIAL_WALL_REPORTS_MAX);
      const records = await posts.findMany(reports.map((report) => report.postId));
      const presented = new Map(
        (await views.present(principal, records)).map((post) => [post.id, post] as const),
      );
      const reporters = await deps.authors.many(
        reports.map((report) => report.reporterId),
        scope.architectureId,
      );
      return {
        reports: reports.flatMap((report) => {
          const post = presented.get(report.postId);
          const reporter = reporters.get(report.reporterId)!;
          return post
            ? [
                {
                  id: report.id,
                  post,
                  reporter: { userId: reporter.userId, name: reporter.name },
                  reason: report.reason,
                  createdAt: Date.parse(report.createdAt),
                },
              ]
            : [];
        }),
      };
    },
  };
}

export type SocialWallModerationService = ReturnType<typeof createSocialWallModerationService>;
