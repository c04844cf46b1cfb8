import type { Publication, VenueRepository } from './venue.repository';

/**
 * The publication state, read from the database at most once per `ttlMs` on the hot read path.
 * A change made on this node is seen at once (`invalidate`); one made on another node of a
 * scaled-out deployment within `ttlMs`.
 */
export function createPublicationCache(venues: VenueRepository, ttlMs = 1000) {
  let cached: { value: Promise<Publication>; at: number } | undefined;
  return {
    get(): Promise<Publication> {
      const now = Date.now();
      if (!cached || now - cached.at >= ttlMs) {
        const value = venues.publication();
        cached = { value, at: now };
        value.catch(() => {
          cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type PublicationCache = ReturnType<typeof createPublicationCache>;
