import {
  type PublishResponse,
  type RollbackResponse,
  readStoredVenue,
  type StageResponse,
  type Venue,
  validateVenue,
} from '@atrium/domain';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import type { AssetsService } from '../assets/assets.service';
import type { Principal } from '../auth/authorize';
import type { PublicationCache } from '../venue/publication.cache';
import { createVenueRepository, type VenueRepository } from '../venue/venue.repository';
import { toLiveUris } from './live-asset-uris';
import { stageConflict } from './stage-conflict';

/**
 * Stage save, publish, rollback and unpublish; each a single transaction, versions are never
 * overwritten. Each tells the bus after its commit (connected clients learn the new version at once).
 */
export function createDesignerService(
  database: DatabaseHandle,
  assets: AssetsService,
  publications: PublicationCache,
  events?: Pick<EventBus, 'emit'>,
) {
  // Version numbers are max + 1, and a stage save's base version is checked in the same
  // transaction: on PostgreSQL writers queue on an advisory lock; SQLite runs one writing
  // transaction at a time anyway.
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

  /** Stores the next stage version of the venue; a venue is stored without its publish info. */
  async function storeStage(
    venues: VenueRepository,
    architectureId: string,
    venue: Venue,
    principal: Principal,
  ) {
    const { publishInfo: _ignored, ...stored } = venue;
    const version = (await venues.maxVersion(architectureId, 'STAGE')) + 1;
    await venues.insert({
      architectureId,
      mode: 'STAGE',
      version,
      body: JSON.stringify(stored),
      createdBy: principal.email,
    });
    return version;
  }

  /** Stores a live body as the next live version and publishes it. */
  async function storeLive(
    venues: VenueRepository,
    architectureId: string,
    body: string,
    principal: Principal,
  ) {
    const publishedVersion = (await venues.maxVersion(architectureId, 'LIVE')) + 1;
    await venues.insert({
      architectureId,
      mode: 'LIVE',
      version: publishedVersion,
      body,
      createdBy: principal.email,
    });
    await venues.setPublication({ architectureId, publishedVersion });
    return publishedVersion;
  }

  /** What a live version stores of a venue: no publish info, its preview asset URIs made live. */
  const liveBodyOf = (venue: Venue) => {
    const { publishInfo: _ignored, ...stored } = structuredClone(venue);
    return JSON.stringify(toLiveUris(stored));
  };

  return {
    /**
     * Saves a venue JSON (of any known schema version) as the next stage version. With
     * `baseVersion`, refuses the save unless that is still the latest stage version (0: none).
     */
    async stage(input: unknown, principal: Principal, baseVersion?: number): Promise<StageResponse> {
      const result = validateVenue(input);
      if (!result.ok) {
        throw new AppError(
          'venue.invalid',
          `The venue JSON is not valid (${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}).`,
          result.errors,
        );
      }
      const architectureId = result.venue.architectures[0]!.id;
      const staged = await inTransaction(async (venues) => {
        if (baseVersion !== undefined) {
          const latest = await venues.head(architectureId, 'STAGE');
          if ((latest?.version ?? 0) !== baseVersion)
            throw stageConflict(architectureId, baseVersion, latest);
        }
        return { architectureId, version: await storeStage(venues, architectureId, result.venue, principal) };
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
      const body = liveBodyOf(readStoredVenue(stage.body));
      // Files first: a failed copy leaves the live venue as it was.
      await assets.publishFiles(architectureId);
      const published = await inTransaction(async (venues) => ({
        architectureId,
        publishedVersion: await storeLive(venues, architectureId, body, principal),
      }));
      events?.emit('venue.published', published);
      return published;
    },

    /**
     * Brings back a live version: stores it as the next stage version and publishes that as the
     * next live version, in one transaction, as a stage save and a publish would.
     */
    async rollback(
      architectureId: string,
      liveVersion: number,
      principal: Principal,
    ): Promise<RollbackResponse> {
      const stored = await createVenueRepository(database.db).find(architectureId, 'LIVE', liveVersion);
      if (!stored) {
        throw new AppError(
          'venue.version_not_found',
          `${architectureId} has no live version ${liveVersion} to bring back.`,
        );
      }
      const venue = readStoredVenue(stored);
      const body = liveBodyOf(venue);
      await assets.publishFiles(architectureId);
      const result = await inTransaction(async (venues) => ({
        architectureId,
        version: await storeStage(venues, architectureId, venue, principal),
        publishedVersion: await storeLive(venues, architectureId, body, principal),
      }));
      events?.emit('venue.staged', { architectureId, version: result.version });
      events?.emit('venue.published', { architectureId, publishedVersion: result.publishedVersion });
      return result;
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
