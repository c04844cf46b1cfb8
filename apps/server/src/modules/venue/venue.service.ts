import type { Venue, VenueVersion } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { PublicationCache } from './publication.cache';
import { type Audience, presentVenue } from './venue.presenter';
import type { VenueRepository } from './venue.repository';

const CACHE_LIMIT = 32;

/** Viewer reads: the live venue for everyone, the stage for administrators (preview). */
export function createVenueService(venues: VenueRepository, publications: PublicationCache) {
  // Stored versions never change, so a presented version can be kept by its key.
  const presented = new Map<string, string>();
  const remember = (key: string, json: string) => {
    if (presented.size >= CACHE_LIMIT) presented.clear();
    presented.set(key, json);
    return json;
  };

  return {
    async liveVersion(): Promise<VenueVersion> {
      const publication = await publications.get();
      return {
        mode: 'LIVE',
        publishedVersion: publication.publishedVersion,
        publishedArchitectureId: publication.architectureId,
      };
    },

    async stageVersion(architectureId: string): Promise<VenueVersion> {
      const [publication, stage] = await Promise.all([
        publications.get(),
        venues.maxVersion(architectureId, 'STAGE'),
      ]);
      if (stage === 0)
        throw new AppError('venue.stage_missing', `No stage version of ${architectureId} exists.`);
      return {
        mode: 'STAGE',
        version: stage,
        publishedVersion: publication.architectureId === architectureId ? publication.publishedVersion : -1,
        publishedArchitectureId: publication.architectureId,
      };
    },

    /** The published venue as JSON text, presented for the audience. */
    async readLive(architectureId: string, audience: Audience): Promise<string> {
      const { architectureId: live, publishedVersion } = await publications.get();
      if (live !== architectureId || publishedVersion < 1) {
        throw new AppError('venue.not_published', `The venue ${architectureId} is not published.`);
      }
      const key = `LIVE:${architectureId}:${publishedVersion}:${audience}`;
      const cached = presented.get(key);
      if (cached) return cached;
      const body = await venues.find(architectureId, 'LIVE', publishedVersion);
      if (!body) throw new AppError('venue.not_found', `The venue ${architectureId} does not exist.`);
      return remember(
        key,
        JSON.stringify(presentVenue(JSON.parse(body) as Venue, audience, publishedVersion)),
      );
    },

    async readLiveVenue(architectureId: string): Promise<Venue> {
      return JSON.parse(await this.readLive(architectureId, 'administrator')) as Venue;
    },

    async readStage(architectureId: string): Promise<string> {
      const stage = await venues.latest(architectureId, 'STAGE');
      if (!stage) throw new AppError('venue.stage_missing', `No stage version of ${architectureId} exists.`);
      return stage.body;
    },
  };
}

export type VenueService = ReturnType<typeof createVenueService>;
