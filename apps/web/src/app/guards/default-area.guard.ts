import { paths } from '../../shared/routing/route-paths';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import type { Guard } from './guard.types';

/** Any path the app does not know opens the default area of the published venue. */
export const defaultAreaGuard: Guard = async (target, api) => {
  if (target.name !== 'FallbackToDefaultArea') return undefined;
  const architecture = architectureOf(useVenueStore.getState().venue);
  if (architecture) return paths.area(architecture.id, architecture.defaultAreaId);
  const version = await api.fetchVenueVersion();
  useVenueStore.getState().setVersion(version);
  // Nothing published: the publication guard sends the visitor to the work-in-progress page.
  if (version.publishedArchitectureId && version.publishedVersion > 0) {
    return paths.architecture(version.publishedArchitectureId);
  }
  return undefined;
};
