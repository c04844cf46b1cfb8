import { publicationState } from '@atrium/domain';
import { isPreviewMode } from '../../shared/routing/preview-mode';
import { paths, safeRedirect } from '../../shared/routing/route-paths';
import { useVenueStore } from '../../shared/stores/venue.store';
import { type Guard, GuardAbort } from './guard.types';

/**
 * Guard 4: unpublished venues show the work-in-progress page, which leaves once published. A login
 * on the way to the studio stays reachable, so that organisers can log in to publish.
 */
export const publicationGuard: Guard = async (target, api) => {
  // The studio's preview shows the stage, published or not; organisers log in to the studio
  // while it is not (everyone else sees the work-in-progress page, as spec §2.2 says).
  const toStudio = target.name === 'login' && target.query.get('redirect')?.startsWith('/studio');
  if (isPreviewMode() || toStudio) return undefined;
  const store = useVenueStore.getState();
  let version = store.version;
  if (!version) {
    try {
      version = await api.fetchVenueVersion();
    } catch (error) {
      throw new GuardAbort('Cannot load venue', error);
    }
    store.setVersion(version);
  }
  const published = publicationState(version) === 'published';
  if (published && target.name === 'WorkInProgress') return safeRedirect(target.query.get('redirect'));
  if (!published && target.name !== 'WorkInProgress') return paths.workInProgress(target.fullPath);
  return undefined;
};
