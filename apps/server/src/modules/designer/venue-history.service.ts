import {
  DESIGNER_ARCHITECTURES_LIMIT,
  type DesignerArchitecture,
  readStoredVenue,
  VENUE_HISTORY_LIMIT,
  type Venue,
  type VenueVersionsResponse,
} from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { VenueMode, VenueRepository } from '../venue/venue.repository';

/**
 * The version history organisers browse: which architectures have versions, the versions of one
 * (newest first, at most VENUE_HISTORY_LIMIT), and the venue JSON of any stored version.
 */
export function createVenueHistoryService(venues: VenueRepository) {
  return {
    /** The most recently changed architectures (at most DESIGNER_ARCHITECTURES_LIMIT), most recent first. */
    async architectures(): Promise<DesignerArchitecture[]> {
      const [latest, publication] = await Promise.all([venues.latestOfEach(), venues.publication()]);
      const byArchitecture = new Map<string, DesignerArchitecture>();
      for (const row of latest) {
        const entry = byArchitecture.get(row.architectureId) ?? {
          architectureId: row.architectureId,
          stageVersion: 0,
          liveVersion: 0,
          publishedVersion:
            publication.architectureId === row.architectureId ? publication.publishedVersion : -1,
          updatedAt: row.createdAt,
          updatedBy: row.createdBy,
        };
        if (row.mode === 'STAGE') entry.stageVersion = row.version;
        else entry.liveVersion = row.version;
        if (row.createdAt > entry.updatedAt) {
          entry.updatedAt = row.createdAt;
          entry.updatedBy = row.createdBy;
        }
        byArchitecture.set(row.architectureId, entry);
      }
      return [...byArchitecture.values()]
        .sort(
          (a, b) =>
            b.updatedAt.localeCompare(a.updatedAt) || a.architectureId.localeCompare(b.architectureId),
        )
        .slice(0, DESIGNER_ARCHITECTURES_LIMIT);
    },

    /** The newest versions of an architecture (none: an empty history) and the publication. */
    async versions(architectureId: string): Promise<VenueVersionsResponse> {
      const [versions, publication] = await Promise.all([
        venues.history(architectureId, VENUE_HISTORY_LIMIT),
        venues.publication(),
      ]);
      return {
        versions,
        publishedVersion: publication.architectureId === architectureId ? publication.publishedVersion : -1,
        publishedArchitectureId: publication.architectureId,
      };
    },

    /** One stored version's venue, migrated to the current schema version. */
    async version(architectureId: string, mode: VenueMode, version: number): Promise<Venue> {
      const body = await venues.find(architectureId, mode, version);
      if (body === undefined) {
        throw new AppError(
          'venue.version_not_found',
          `${architectureId} has no ${mode === 'STAGE' ? 'stage' : 'live'} version ${version}.`,
        );
      }
      return readStoredVenue(body);
    },
  };
}

export type VenueHistoryService = ReturnType<typeof createVenueHistoryService>;
