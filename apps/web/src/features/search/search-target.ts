import type { SearchResult } from '@atrium/domain';
import { paths } from '../../shared/routing/route-paths';
import { OPEN_WIDGET_PARAM } from '../area/open-widget-param';
import { openAttendeeProfile } from '../profile/open-attendee-profile';
import { fetchUserProfile } from '../profile/profile.api';

/**
 * Where View goes: a widget opens in its area (the area page opens the widget named in the URL,
 * as a click on it would); a profile opens the attendee's profile dialog.
 */
export function viewResult(
  view: NonNullable<SearchResult['view']>,
  architectureId: string,
  navigate: (href: string) => void,
): void {
  if ('profileUserId' in view) {
    void openAttendeeProfile(view.profileUserId, (userId) => fetchUserProfile(architectureId, userId));
    return;
  }
  const query = new URLSearchParams({ [OPEN_WIDGET_PARAM]: view.widgetId });
  navigate(`${paths.area(architectureId, view.areaId)}?${query}`);
}

export const areaHref = (architectureId: string, areaId: string) => paths.area(architectureId, areaId);
