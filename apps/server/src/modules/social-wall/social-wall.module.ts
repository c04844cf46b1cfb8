import type { SocialWallAuthor, SocialWallWatch } from '@atrium/domain';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import type { AssetUrlSigner } from '../assets/asset-url-signature';
import type { Principal } from '../auth/authorize';
import type { UsersRepository } from '../auth/users.repository';
import type { VenueAreasSource } from '../presence/presence-areas';
import { presentPushedPost, type WallViewer } from './social-wall.presenter';
import { createSocialWallRepository, type PostRecord } from './social-wall.repository';
import { type AuthorCard, createSocialWallAuthors } from './social-wall-authors';
import { createSocialWallImagesRepository } from './social-wall-images.repository';
import { createSocialWallImagesService } from './social-wall-images.service';
import { createSocialWallImageStorage } from './social-wall-images.storage';
import { createSocialWallImageUrls } from './social-wall-images.urls';
import { createSocialWallLikesService } from './social-wall-likes.service';
import { createSocialWallModerationService } from './social-wall-moderation.service';
import { createSocialWallPostsService } from './social-wall-posts.service';
import { createSocialWallViews, viewerOf } from './social-wall-views';
import { createSocialWalls } from './social-wall-walls';

/** How often each node sweeps images no post took (they go a day after their upload). */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The social wall's internals, built once: repositories, the walls of each venue version and
 * the authors (caches dropped by the bus's events, which the realtime relay carries from other
 * nodes), the services, and the hourly sweep of unposted images.
 */
export function createSocialWallModule(deps: {
  database: DatabaseHandle;
  venues: VenueAreasSource;
  loginRequired: () => Promise<boolean>;
  authorCardOf: (userId: string, architectureId: string) => Promise<AuthorCard>;
  users: Pick<UsersRepository, 'findById'>;
  signer: AssetUrlSigner;
  /** `<DATA_DIR>/assets`: images are stored under its `social-wall/`. */
  assetsRoot: string;
  events: EventBus;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { database, events, now, reportError } = deps;
  const posts = createSocialWallRepository(database.db);
  const walls = createSocialWalls({ venues: deps.venues, loginRequired: deps.loginRequired });
  const authors = createSocialWallAuthors({ cardOf: deps.authorCardOf });
  const urls = createSocialWallImageUrls(deps.signer);
  const views = createSocialWallViews({ posts, walls, authors, urls, events });
  const images = createSocialWallImagesService({
    images: createSocialWallImagesRepository(database.db),
    posts,
    walls,
    storage: createSocialWallImageStorage(deps.assetsRoot),
    urls,
    users: deps.users,
    now,
    reportError,
  });

  events.on('profile.updated', ({ userId }) => authors.forget(userId));
  events.on('venue.staged', ({ architectureId }) => walls.stageChanged(architectureId));

  const sweeper = setInterval(() => {
    images.sweep().catch(reportError);
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  const base = { database, posts, walls, views, now, reportError };
  return {
    posts: createSocialWallPostsService({ ...base, removeImages: images.removeBytes }),
    likes: createSocialWallLikesService(base),
    moderation: createSocialWallModerationService({ ...base, authors }),
    images,

    /** Checks that the caller may watch a wall; answers how they see it. */
    async watch(principal: Principal, watch: SocialWallWatch): Promise<WallViewer> {
      const { wallId, ...scope } = watch;
      await walls.check(scope, wallId, principal);
      return viewerOf(principal);
    },

    /** A changed post as pushed to one watcher (image URLs signed for them). */
    pushed: (post: PostRecord, author: SocialWallAuthor, viewer: WallViewer) =>
      presentPushedPost(post, author, viewer, urls),

    close() {
      clearInterval(sweeper);
      views.close();
    },
  };
}

export type SocialWallModule = ReturnType<typeof createSocialWallModule>;
