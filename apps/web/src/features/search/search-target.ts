import type { SearchResult } from '@atrium/domain';
import { paths } from '../../shared/routing/route-paths';
import { openWidgetQuery } from '../area/open-widget-param';
import { openAttendeeProfile } from '../profile/open-attendee-profile';
import { fetchUserProfile } from '../profile/profile.api';

/**
 * Where View goes: a widget opens in its area (the area page opens the widget named in the URL,
 * as a click on it would), at the piece, post or page found; a profile opens the attendee's profile dialog.
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
  const { contentPieceId, postId, page } = view;
  const query = openWidgetQuery(view.widgetId, { contentPieceId, postId, page });
  navigate(`${paths.area(architectureId, view.areaId)}?${query}`);
}

export const areaHref = (architectureId: string, areaId: string) => paths.area(architectureId, areaId);
