import type { Venue } from '../venue/venue.schema';

/**
 * Where a venue requires login, a caller without a session reads only what the login page needs
 * (name, style and logo, legal texts, cookie banner and providers): the same shape as a venue,
 * with no areas and no widgets. A published venue always has areas (its default area exists), so
 * a venue without any is that public part, to be read again once logged in.
 */
export const isPublicVenuePart = (venue: Pick<Venue, 'architectures'>): boolean =>
  venue.architectures.every((architecture) => architecture.areas.length === 0);
