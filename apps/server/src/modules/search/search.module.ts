import { isOwnAssetPath } from '@atrium/domain';
import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { keyOfUri } from '../assets/assets.service';
import type { PostRecord } from '../social-wall/social-wall.repository';
import type { VenueService } from '../venue/venue.service';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';
import { createSearchBuildJob, type PostsSource } from './search-build.job';
import { createSearchIndexCache } from './search-index.cache';
import { createLlmAnswerer, type LlmSettings } from './search-llm.client';

/**
 * Global search, built once: the stored index and its node-local copy, the build job, the
 * service; the bus tells it when the venue, profiles or posts changed (the index is then
 * outdated) and when any node built a newer index (this node loads it).
 */
export function createSearchModule(deps: {
  database: DatabaseHandle;
  venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue'>;
  /** A stored file's bytes by storage key, or null (missing, or too large to index). */
  readFile: (key: string) => Promise<Buffer | null>;
  posts: PostsSource & { findMany(ids: readonly string[]): Promise<PostRecord[]> };
  authorNameOf: (userId: string, architectureId: string) => Promise<string>;
  loginRequired: () => Promise<boolean>;
  readUiConfig: () => Promise<string>;
  llm: LlmSettings | undefined;
  events: EventBus;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { events } = deps;
  const repository = createSearchRepository(deps.database.db);
  const index = createSearchIndexCache({ repository, now: () => deps.now().getTime() });
  const job = createSearchBuildJob({
    repository,
    venues: deps.venues,
    readAsset: async (venue, assetId) => {
      const uri = venue.assets.find((asset) => asset.id === assetId)?.uri;
      const key = uri && isOwnAssetPath(uri) ? keyOfUri(uri) : undefined;
      if (!key) return null;
      return deps.readFile(key);
    },
    posts: deps.posts,
    authorNameOf: deps.authorNameOf,
    events,
    now: deps.now,
    reportError: deps.reportError,
  });
  const service = createSearchService({
    repository,
    index,
    job,
    venues: deps.venues,
    loginRequired: deps.loginRequired,
    readUiConfig: deps.readUiConfig,
    postsNow: (ids) => deps.posts.findMany(ids),
    llm: deps.llm ? createLlmAnswerer(deps.llm, deps.reportError) : undefined,
    now: deps.now,
    reportError: deps.reportError,
  });

  const changed = (architectureId: string) => {
    service.contentChanged(architectureId).catch(deps.reportError);
  };
  const subscriptions = [
    events.on('search.index.built', () => index.drop()),
    events.on('profile.updated', (event, meta) => {
      if (!meta.remote) changed(event.architectureId);
    }),
    events.on('social_wall.post.changed', ({ post }, meta) => {
      if (!meta.remote && post.mode === 'LIVE') changed(post.architectureId);
    }),
    events.on('social_wall.post.removed', (event, meta) => {
      if (!meta.remote && event.mode === 'LIVE') changed(event.architectureId);
    }),
  ];

  return {
    service,
    job,
    repository,
    /** Waits for this node's running build (the database closes after). */
    async close() {
      for (const unsubscribe of subscriptions) unsubscribe();
      await job.idle();
    },
  };
}

export type SearchModule = ReturnType<typeof createSearchModule>;
