import {
  type Architecture,
  type BlockedWidgetProviders,
  blockedProviders,
  videoBackgroundProviderIds,
} from '@atrium/domain';
import { currentViewpoint } from '../area/placement';

/** Where the visitor is: the area and viewpoint whose content the notices are about. */
export type ConsentPlace = { areaId: string | undefined; viewpointId: string | null };

/**
 * Spec §4 "Blocked notice": the blocked providers per widget type of the current area (its
 * widgets and the global ones, active configurations only) and of its viewpoint's video
 * background.
 */
export function blockedContentAt(
  architecture: Architecture | undefined,
  place: ConsentPlace | undefined,
  accepted: ReadonlySet<string>,
  now: Date,
): BlockedWidgetProviders[] {
  if (!architecture || !place) return [];
  const area = architecture.areas.find((candidate) => candidate.id === place.areaId);
  if (!area || area.viewPoints.length === 0) return [];
  const { background } = currentViewpoint(area, place.viewpointId);
  const backgroundVideoProviderIds =
    background.type === 'BackgroundVideo' && background.playerActive
      ? videoBackgroundProviderIds(background.videoUrl, architecture.cookieProviders)
      : [];
  return blockedProviders({
    widgets: [...area.contentWidgets, ...architecture.globalWidgets],
    backgroundVideoProviderIds,
    accepted,
    now,
  });
}
