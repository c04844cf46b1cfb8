import { isPublicVenuePart } from '@atrium/domain';
import { paths } from '../../shared/routing/route-paths';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import { areaBackgroundUri, preloadImage } from '../../shared/ui/area-background-uri';
import type { Guard } from './guard.types';

/** Guard 2: an area route with a missing or unknown area goes to the default area. */
export const areaGuard: Guard = async (target) => {
  if (target.name !== 'Area' && target.name !== 'AreaWherebyMeeting') return undefined;
  const venue = useVenueStore.getState().venue;
  const architecture = architectureOf(venue);
  // Without a session a venue that requires login sends no areas: the login guard leads on,
  // keeping the asked-for area as the place to return to.
  if (!architecture || isPublicVenuePart(venue!)) return undefined;
  const { areaId } = target.params;
  const area = architecture.areas.find((candidate) => candidate.id === areaId);
  if (!area) return paths.area(architecture.id, architecture.defaultAreaId);
  preloadImage(areaBackgroundUri(useVenueStore.getState().venue!, area));
  return undefined;
};
