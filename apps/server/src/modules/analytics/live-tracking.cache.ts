import { venueArchitecture } from '@atrium/domain';
import { createLiveVenueCache } from '../venue/live-venue.cache';
import type { VenueService } from '../venue/venue.service';
import type { LiveTrackingSetting } from './analytics.service';

/**
 * `personalizedTrackingEnabled` of the live venue, read once per published version (the venue
 * JSON is large; analytics events are many).
 */
export const createLiveTrackingCache = (venues: VenueService): LiveTrackingSetting =>
  createLiveVenueCache(venues, (venue) => venueArchitecture(venue).personalizedTrackingEnabled);
