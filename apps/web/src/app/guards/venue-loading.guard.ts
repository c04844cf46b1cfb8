import { isPublicVenuePart } from '@atrium/domain';
import { ApiError } from '../../shared/api/http-client';
import { paths } from '../../shared/routing/route-paths';
import { useConsentStore } from '../../shared/stores/consent.store';
import { isLoggedIn } from '../../shared/stores/session.store';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import { type Guard, GuardAbort } from './guard.types';
import { fetchProfile } from './profile';

/**
 * Guard 1: loads the venue of the route's architecture if it is not loaded yet, restores stored
 * cookie consents and fetches the profile; ArchitectureView goes on to the default area.
 */
export const venueLoadingGuard: Guard = async (target, api) => {
  const architectureId = target.params.architectureId;
  if (!architectureId) return undefined;
  const store = useVenueStore.getState();
  // The public part read before login is read again, whole, once logged in.
  const stale = store.venue !== undefined && isPublicVenuePart(store.venue) && isLoggedIn();
  if (architectureOf(store.venue)?.id !== architectureId || stale) {
    try {
      const venue = await api.fetchVenue(architectureId);
      store.setVenue(venue);
      useConsentStore.getState().restore(venue);
    } catch (error) {
      // An unpublished venue is the publication guard's business (work-in-progress page).
      if (!(error instanceof ApiError && error.errorId === 'venue.not_published')) {
        throw new GuardAbort('Cannot load venue', error);
      }
      store.clearVenue();
      // A link to another architecture than the published one leads to the published venue.
      const version = await api.fetchVenueVersion();
      store.setVersion(version);
      if (version.publishedVersion > 0 && version.publishedArchitectureId !== architectureId) return '/';
    }
    await fetchProfile(api);
  }
  const architecture = architectureOf(useVenueStore.getState().venue);
  if (target.name === 'ArchitectureView' && architecture) {
    return paths.area(architecture.id, architecture.defaultAreaId);
  }
  return undefined;
};
