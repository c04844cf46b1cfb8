import { type PublishResponse, type StageResponse, validateVenue } from '@atrium/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import type { AssetsService } from '../assets/assets.service';
import type { Principal } from '../auth/authorize';
import type { PublicationCache } from '../venue/publication.cache';
import { createVenueRepository, type VenueRepository } from '../venue/venue.repository';

const PREVIEW_PREFIX = '/backend-assets/preview/';
const LIVE_PREFIX = '/backend-assets/live/';

/**
 * Rewrites, in place, every preview asset URI in parsed JSON to its live twin. Iterative, so no
 * nesting can overflow the stack.
 */
function toLiveUris<T>(root: T): T {
  const stack: unknown[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!node || typeof node !== 'object') continue;
    const container = node as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const value = container[key];
      if (typeof value === 'string' && value.startsWith(PREVIEW_PREFIX)) {
        container[key] = LIVE_PREFIX + value.slice(PREVIEW_PREFIX.length);
      } else if (value && typeof value === 'object') {
        stack.push(value);
      }
    }
  }
  return root;
}

/**
 * Stage save, publish and unpublish; each a single transaction, versions are never overwritten.
 * Each tells the bus after its commit (connected clients learn the new version at once).
 */
export function createDesignerService(
  database: DatabaseHandle,
  assets: AssetsService,
  publications: PublicationCache,
  events?: Pick<EventBus, 'emit'>,
) {
  // Version numbers are max + 1: on PostgreSQL concurrent writers queue on the publication row;
  // SQLite runs one writing transaction at a time anyway.
  const inTransaction = async <T>(work: (venues: VenueRepository) => Promise<T>) => {
    const result = await database.db.transaction().execute(async (trx) => {
      if (database.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(7243001)`.execute(trx);
      }
      return work(createVenueRepository(trx));
    });
    publications.invalidate();
    return result;
  };

  return {
    async stage(input: unknown, principal: Principal): Promise<StageResponse> {
      const result = validateVenue(input);
      if (!result.ok) {
        throw new AppError(
          'venue.invalid',
          `The venue JSON is not valid (${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}).`,
          result.errors,
        );
      }
      const architectureId = result.venue.architectures[0]!.id;
      const { publishInfo: _ignored, ...venue } = result.venue;
      const staged = await inTransaction(async (venues) => {
        const version = (await venues.maxVersion(architectureId, 'STAGE')) + 1;
        await venues.insert({
          architectureId,
          mode: 'STAGE',
          version,
          body: JSON.stringify(venue),
          createdBy: principal.email,
        });
        return { architectureId, version };
      });
      events?.emit('venue.staged', staged);
      return staged;
    },

    async publish(architectureId: string, principal: Principal): Promise<PublishResponse> {
      const stage = await createVenueRepository(database.db).latest(architectureId, 'STAGE');
      if (!stage) {
        throw new AppError(
          'venue.stage_missing',
          `There is no stage version of ${architectureId} to publish.`,
        );
      }
      // Files first: a failed copy leaves the live venue as it was.
      await assets.publishFiles(architectureId);
      const body = JSON.stringify(toLiveUris(JSON.parse(stage.body)));
      const published = await inTransaction(async (venues) => {
        const publishedVersion = (await venues.maxVersion(architectureId, 'LIVE')) + 1;
        await venues.insert({
          architectureId,
          mode: 'LIVE',
          version: publishedVersion,
          body,
          createdBy: principal.email,
        });
        await venues.setPublication({ architectureId, publishedVersion });
        return { architectureId, publishedVersion };
      });
      events?.emit('venue.published', published);
      return published;
    },

    async unpublish(): Promise<{ architectureId: string | null; publishedVersion: number }> {
      const unpublished = await inTransaction(async (venues) => {
        const { architectureId } = await venues.publication();
        await venues.setPublication({ architectureId, publishedVersion: -1 });
        return { architectureId, publishedVersion: -1 };
      });
      events?.emit('venue.unpublished', { architectureId: unpublished.architectureId });
      return unpublished;
    },
  };
}

export type DesignerService = ReturnType<typeof createDesignerService>;
