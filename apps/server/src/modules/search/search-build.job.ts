import { randomUUID } from 'node:crypto';
import {
  type ProfileField,
  profileFieldsOf,
  type SearchProgress,
  type SearchResultKind,
  type SearchUpdateStarted,
  searchResultKinds,
  type Venue,
} from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import type { PostRecord, WallScope } from '../social-wall/social-wall.repository';
import type { VenueService } from '../venue/venue.service';
import { createSearchEngine } from './search.engine';
import type { SearchRepository } from './search.repository';
import type { SearchDocument } from './search-document';
import { pdfPageTexts } from './search-pdf.text';
import { postDocument, profileDocument, type WallPlace } from './search-people.documents';
import { pdfDocuments, venueDocuments } from './search-venue.documents';

/** How long a build holds the lease without renewing it (a node that died frees it after this). */
export const LEASE_MS = 30_000;
const HEARTBEAT_MS = 5_000;
/** Posts of one wall the index reads, newest first. */
export const POSTS_PER_WALL = 2_000;
const PAGE = 200;

/** The social wall's posts, read through its repository (read-only). */
export type PostsSource = {
  page(
    scope: WallScope,
    wallId: string,
    options: { limit: number; withHidden: boolean; before?: { createdAt: string; id: string } },
  ): Promise<PostRecord[]>;
};

export type SearchBuildDeps = {
  repository: SearchRepository;
  venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue'>;
  /** The bytes of a live venue's asset stored by the server; null for an external or missing file. */
  readAsset: (venue: Venue, assetId: string) => Promise<Uint8Array | null>;
  posts: PostsSource;
  authorNameOf: (userId: string, architectureId: string) => Promise<string>;
  events: EventBus;
  now: Clock;
  reportError: (error: unknown) => void;
};

/** Where each wall is shown: the first SOCIAL_WALL widget naming it. */
function wallPlaces(venue: Venue, documents: readonly SearchDocument[]): Map<string, WallPlace> {
  const places = new Map<string, WallPlace>();
  const byWidget = new Map(documents.filter((d) => d.kind === 'widget').map((d) => [d.widgetId, d]));
  for (const architecture of venue.architectures) {
    const widgets = [
      ...architecture.areas.flatMap((area) => area.contentWidgets),
      ...architecture.globalWidgets,
    ];
    for (const widget of widgets) {
      if (widget.type !== 'SOCIAL_WALL') continue;
      const document = byWidget.get(widget.id);
      if (!document) continue;
      for (const configuration of widget.configurations) {
        if (places.has(configuration.wallId)) continue;
        places.set(configuration.wallId, {
          areaId: document.areaId,
          areaName: document.areaName,
          widgetId: widget.id,
          widgetName: widget.name,
          hidden: document.hidden,
          ...(document.global ? { global: true } : {}),
        });
      }
    }
  }
  return places;
}

/**
 * The index build: one at a time across every node (a lease row in the database, renewed while
 * it runs, so a node that dies frees it); a request while one runs joins it. It reads the
 * published venue, the text of its PDFs, the social walls' posts and the profiles open for
 * networking, stores the serialised index, and tells every node (relayed `search.index.built`).
 * Progress goes to administrators as `search.build.progress`.
 */
export function createSearchBuildJob(deps: SearchBuildDeps) {
  const { repository, events } = deps;
  const runs = new Set<Promise<void>>();
  const ms = () => deps.now().getTime();

  async function build(jobId: string, architectureId: string) {
    let progress: SearchProgress = { phase: 'venue', done: 0, total: 1 };
    const report = async (next: SearchProgress) => {
      progress = next;
      if (!(await repository.renewLease(jobId, ms() + LEASE_MS, next))) {
        throw new Error('search build: the lease was lost');
      }
      events.emit('search.build.progress', { jobId, state: 'running', progress: next });
    };
    const heartbeat = setInterval(() => {
      repository.renewLease(jobId, ms() + LEASE_MS, progress).catch(deps.reportError);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      await report(progress);
      const { publishedVersion, publishedArchitectureId } = await deps.venues.liveVersion();
      if (publishedArchitectureId !== architectureId || publishedVersion < 1) {
        throw new Error('search build: the venue is no longer published');
      }
      const venue = await deps.venues.readLiveVenue(architectureId);
      const { documents, pdfs } = venueDocuments(venue);
      await report({ phase: 'venue', done: 1, total: 1 });

      for (const [index, pdf] of pdfs.entries()) {
        await report({ phase: 'documents', done: index, total: pdfs.length });
        const bytes = await deps.readAsset(venue, pdf.assetId);
        const pages = bytes ? await pdfPageTexts(bytes) : null;
        const asset = venue.assets.find((candidate) => candidate.id === pdf.assetId);
        if (pages) documents.push(...pdfDocuments(pdf, asset?.displayName || pdf.widgetName, pages));
      }
      await report({ phase: 'documents', done: pdfs.length, total: pdfs.length });

      const walls = wallPlaces(venue, documents);
      let wallsDone = 0;
      for (const [wallId, place] of walls) {
        await report({ phase: 'posts', done: wallsDone++, total: walls.size });
        documents.push(...(await wallPosts(architectureId, wallId, place)));
      }
      await report({ phase: 'posts', done: walls.size, total: walls.size });

      const fields = profileFieldsOf(venue.architectures[0]?.userProfileAttributes);
      let profilesDone = 0;
      for (let after = ''; ; ) {
        const rows = await repository.profiles(architectureId, after, PAGE);
        for (const row of rows) {
          const document = profileDocument(row, fields satisfies readonly ProfileField[]);
          if (document) documents.push(document);
        }
        profilesDone += rows.length;
        await report({ phase: 'profiles', done: profilesDone, total: profilesDone });
        if (rows.length < PAGE) break;
        after = rows.at(-1)!.userId;
      }

      await report({ phase: 'saving', done: 0, total: 1 });
      const engine = createSearchEngine(documents);
      const itemsPerKind = Object.fromEntries(searchResultKinds.map((kind) => [kind, 0])) as Record<
        SearchResultKind,
        number
      >;
      for (const document of documents) itemsPerKind[document.kind] += 1;
      const builtAt = deps.now().toISOString();
      await repository.save({
        architectureId,
        publishedVersion,
        builtAt,
        itemsPerKind,
        body: engine.serialise(),
      });
      events.emit('search.index.built', { architectureId, publishedVersion, builtAt });
      events.emit('search.build.progress', {
        jobId,
        state: 'done',
        progress: { phase: 'saving', done: 1, total: 1 },
        coveredVersion: publishedVersion,
      });
    } catch (error) {
      deps.reportError(error);
      events.emit('search.build.progress', { jobId, state: 'failed', progress });
    } finally {
      clearInterval(heartbeat);
      await repository.releaseLease(jobId).catch(deps.reportError);
    }
  }

  async function wallPosts(architectureId: string, wallId: string, place: WallPlace) {
    const documents: SearchDocument[] = [];
    const names = new Map<string, string>();
    let before: { createdAt: string; id: string } | undefined;
    while (documents.length < POSTS_PER_WALL) {
      const posts = await deps.posts.page({ architectureId, mode: 'LIVE' }, wallId, {
        limit: PAGE,
        withHidden: false,
        ...(before ? { before } : {}),
      });
      for (const post of posts) {
        let name = names.get(post.authorId);
        if (name === undefined) {
          name = await deps.authorNameOf(post.authorId, architectureId).catch(() => '');
          names.set(post.authorId, name);
        }
        if (post.text.trim()) documents.push(postDocument(post, place, name));
      }
      if (posts.length < PAGE) break;
      const last = posts.at(-1)!;
      before = { createdAt: last.createdAt, id: last.id };
    }
    return documents.slice(0, POSTS_PER_WALL);
  }

  return {
    /**
     * Starts a build of the published venue, or joins the one running (on any node): its id and
     * progress. `venue.not_published` when nothing is published.
     */
    async request(): Promise<SearchUpdateStarted> {
      const { publishedArchitectureId, publishedVersion } = await deps.venues.liveVersion();
      if (!publishedArchitectureId || publishedVersion < 1) {
        throw new AppError('venue.not_published', 'No venue is published: there is nothing to index.');
      }
      // Twice at most: a lease that expires between the attempt to take it and the read is taken then.
      for (let attempt = 0; attempt < 2; attempt++) {
        const jobId = randomUUID();
        const taken = await repository.takeLease(
          {
            jobId,
            architectureId: publishedArchitectureId,
            startedAt: deps.now().toISOString(),
            expiresAt: ms() + LEASE_MS,
          },
          ms(),
        );
        if (taken) {
          const run = build(jobId, publishedArchitectureId);
          runs.add(run);
          void run.finally(() => runs.delete(run));
          return { jobId, joined: false, progress: { phase: 'venue', done: 0, total: 1 } };
        }
        const lease = await repository.currentLease(ms());
        if (lease)
          return {
            jobId: lease.jobId,
            joined: true,
            ...(lease.progress ? { progress: lease.progress } : {}),
          };
      }
      throw new AppError('internal.error', 'The search index build could not be started. Please try again.');
    },

    /** The build running on any node, if one is. */
    running: () => repository.currentLease(ms()),

    /** Resolves when this node's builds have ended (tests, shutdown). */
    async idle() {
      while (runs.size > 0) await Promise.allSettled([...runs]);
    },
  };
}

export type SearchBuildJob = ReturnType<typeof createSearchBuildJob>;
