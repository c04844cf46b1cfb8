import {
  type ProfileField,
  profileFieldsOf,
  ROLE_ADMIN,
  SEARCH_RESULTS_MAX,
  type SearchAnswer,
  type SearchMissList,
  type SearchResult,
  type SearchResultKind,
  type SearchStatus,
  searchResultKinds,
  uiConfigSchema,
} from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { authorize, isGuestOnly, type Principal } from '../auth/authorize';
import type { PostRecord } from '../social-wall/social-wall.repository';
import { createLiveVenueCache } from '../venue/live-venue.cache';
import type { VenueService } from '../venue/venue.service';
import type { SearchHit } from './search.engine';
import type { SearchRepository } from './search.repository';
import { extractiveAnswer } from './search-answer';
import type { SearchBuildJob } from './search-build.job';
import type { SearchDocument } from './search-document';
import type { SearchIndexCache } from './search-index.cache';
import type { LlmAnswerer } from './search-llm.client';
import { normaliseQuestion } from './search-misses';
import { profileDocument } from './search-people.documents';
import { snippetOf } from './search-snippet';
import { liveVenueShape, mayFind } from './search-visibility';

/** Hits taken from the index before the live checks of profiles and posts thin them out. */
const CANDIDATES = SEARCH_RESULTS_MAX * 2;
/** The misses list keeps this many distinct questions at most. */
export const MISSES_KEPT = 5_000;
const FEATURE_TTL_MS = 5_000;

export function createSearchService(deps: {
  repository: SearchRepository;
  index: SearchIndexCache;
  job: SearchBuildJob;
  venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue'>;
  loginRequired: () => Promise<boolean>;
  /** The UI configuration as served (JSON text): `features.ai` switches the search on. */
  readUiConfig: () => Promise<string>;
  /** Current state of posts found (a post hidden or deleted since the build is not shown). */
  postsNow: (ids: readonly string[]) => Promise<PostRecord[]>;
  llm: LlmAnswerer | undefined;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { repository } = deps;
  const shapes = createLiveVenueCache(deps.venues, (venue) => ({
    shape: liveVenueShape(venue),
    fields: profileFieldsOf(venue.architectures[0]?.userProfileAttributes) as readonly ProfileField[],
  }));
  let feature: { at: number; on: Promise<boolean> } | undefined;
  let missesRecorded = 0;

  function featureOn(): Promise<boolean> {
    const at = deps.now().getTime();
    if (!feature || at - feature.at >= FEATURE_TTL_MS) {
      const on = deps
        .readUiConfig()
        .then((text) => uiConfigSchema.parse(JSON.parse(text)).features.ai)
        .catch(() => uiConfigSchema.parse({}).features.ai);
      feature = { at, on };
    }
    return feature.on;
  }

  async function liveArchitecture(): Promise<string> {
    const live = await deps.venues.liveVersion();
    if (!live.publishedArchitectureId || live.publishedVersion < 1) {
      throw new AppError('venue.not_published', 'No venue is published.');
    }
    return live.publishedArchitectureId;
  }

  /** Profiles and posts as they are now: one that closed networking, was hidden or deleted is dropped. */
  async function stillFindable(
    hits: SearchHit[],
    architectureId: string,
    fields: readonly ProfileField[],
  ): Promise<SearchHit[]> {
    const profileIds = hits.flatMap((hit) =>
      hit.document.profileUserId ? [hit.document.profileUserId] : [],
    );
    const postIds = hits.flatMap((hit) => (hit.document.postId ? [hit.document.postId] : []));
    const [profiles, posts] = await Promise.all([
      profileIds.length ? repository.profilesOf(architectureId, profileIds) : [],
      postIds.length ? deps.postsNow(postIds) : [],
    ]);
    const profileNow = new Map<string, SearchDocument | undefined>(
      profiles.map((row) => [row.userId, profileDocument(row, fields)]),
    );
    const postNow = new Map(posts.map((post) => [post.id, post]));
    return hits.flatMap((hit): SearchHit[] => {
      const { document } = hit;
      if (document.kind === 'profile') {
        const current = profileNow.get(document.profileUserId!);
        return current ? [{ ...hit, document: current }] : [];
      }
      if (document.kind === 'post') {
        const post = postNow.get(document.postId!);
        if (
          !post ||
          post.hidden ||
          post.parentHidden ||
          post.architectureId !== architectureId ||
          post.mode !== 'LIVE'
        ) {
          return [];
        }
        return [{ ...hit, document: { ...document, text: post.text } }];
      }
      return [hit];
    });
  }

  function resultOf(hit: SearchHit): SearchResult {
    const { document } = hit;
    const terms = new Set(hit.terms);
    const candidates = [document.text, document.people, document.title, document.place].filter(Boolean);
    const snippets = candidates.map((text) => snippetOf(text, terms));
    const snippet = snippets.find((each) => each.highlights.length > 0) ??
      snippets[0] ?? { text: '', highlights: [] };
    const inArea = document.areaId !== null;
    let view: SearchResult['view'] = null;
    if (document.profileUserId) view = { profileUserId: document.profileUserId };
    else if (inArea && document.widgetId !== null) {
      view = {
        areaId: document.areaId!,
        widgetId: document.widgetId,
        ...(document.contentPieceId ? { contentPieceId: document.contentPieceId } : {}),
        ...(document.postId ? { postId: document.postId } : {}),
        ...(document.page ? { page: document.page } : {}),
      };
    }
    return {
      kind: document.kind,
      title:
        document.kind === 'document' && document.page
          ? `${document.title}, page ${document.page}`
          : document.title,
      snippet,
      score: Math.round(hit.score * 1000) / 1000,
      view,
      viewArea: inArea && !document.global ? { areaId: document.areaId! } : null,
    };
  }

  async function recordMiss(question: string) {
    const query = normaliseQuestion(question);
    if (!query) return;
    await repository.recordMiss(query, deps.now().toISOString());
    if (++missesRecorded % 100 === 0) await repository.pruneMisses(MISSES_KEPT);
  }

  return {
    async ask(principal: Principal, question: string): Promise<SearchAnswer> {
      if (!(await featureOn())) {
        throw new AppError('search.disabled', 'This venue offers no global search.');
      }
      const guest = isGuestOnly(principal);
      if (guest) authorize(principal, 'venue.enter', { anonymousAccess: !(await deps.loginRequired()) });
      const architectureId = await liveArchitecture();
      const [loaded, live] = await Promise.all([deps.index.current(architectureId), shapes(architectureId)]);
      if (!loaded) {
        // The first question after the venue was published: the build starts (or is joined) and
        // later questions are answered from it.
        await deps.job.request().catch(deps.reportError);
        return { answer: null, answerSource: null, results: [] };
      }
      if (!live) throw new AppError('venue.not_published', 'No venue is published.');
      const seeker = { administrator: principal.roles.includes(ROLE_ADMIN), guest };
      const candidates = loaded.engine.search(question, CANDIDATES, (document) =>
        mayFind(document, live.shape, seeker),
      );
      const hits = (await stillFindable(candidates, architectureId, live.fields)).slice(
        0,
        SEARCH_RESULTS_MAX,
      );
      if (hits.length === 0) {
        recordMiss(question).catch(deps.reportError);
        return { answer: null, answerSource: null, results: [] };
      }
      const llmAnswer = deps.llm
        ? await deps.llm(
            question,
            hits.map((hit) => hit.document),
          )
        : null;
      return {
        answer: llmAnswer ?? extractiveAnswer(hits[0], deps.now()),
        answerSource: llmAnswer ? 'llm' : 'extractive',
        results: hits.map(resultOf),
      };
    },

    async status(): Promise<SearchStatus> {
      const live = await deps.venues.liveVersion();
      const architectureId = live.publishedArchitectureId;
      const [head, running] = await Promise.all([
        architectureId ? repository.head(architectureId) : undefined,
        deps.job.running(),
      ]);
      const itemsPerKind = Object.fromEntries(
        searchResultKinds.map((kind) => [kind, head?.itemsPerKind[kind] ?? 0]),
      ) as Record<SearchResultKind, number>;
      const outdated =
        live.publishedVersion < 1 ||
        !head ||
        head.publishedVersion !== live.publishedVersion ||
        head.contentChangedAt !== null;
      return {
        coveredVersion: head?.publishedVersion ?? null,
        outdated,
        building: running !== undefined,
        ...(running
          ? { jobId: running.jobId, ...(running.progress ? { progress: running.progress } : {}) }
          : {}),
        lastBuiltAt: head?.builtAt ?? null,
        itemsPerKind,
      };
    },

    requestUpdate: () => deps.job.request(),

    async misses(limit: number): Promise<SearchMissList> {
      return { misses: await repository.misses(limit) };
    },

    /** Profiles or posts of the live venue changed: the stored index is outdated. */
    async contentChanged(architectureId: string) {
      await repository.markContentChanged(architectureId, deps.now().toISOString());
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
