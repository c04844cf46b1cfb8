import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import { paths } from '../routing/route-paths';
import type { Guard } from './guard.types';

/** Guard 2: an area route with a missing or unknown area goes to the default area. */
export const areaGuard: Guard = async (target) => {
  if (target.name !== 'Area' && target.name !== 'AreaWherebyMeeting') return undefined;
  const architecture = architectureOf(useVenueStore.getState().venue);
  if (!architecture) return undefined;
  const { areaId } = target.params;
  if (!areaId || !architecture.areas.some((area) => area.id === areaId)) {
    return paths.area(architecture.id, architecture.defaultAreaId);
  }
  return undefined;
};
