import { isLoginEnabled, localizedText } from '@atrium/domain';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../stores/session.store';
import { architectureOf, useVenueStore } from '../stores/venue.store';

/** The loaded architecture and a localizer that follows the chosen language. */
export function useVenueView() {
  const venue = useVenueStore((s) => s.venue);
  const { i18n } = useTranslation();
  const architecture = architectureOf(venue);
  const text = (items: Parameters<typeof localizedText>[0]) => localizedText(items, i18n.language);
  return { venue, architecture, text, locale: i18n.language };
}

/** Areas offered as navigation links: the visible ones of the floor plan, in its order. */
export function useNavigableAreas() {
  const { architecture, text } = useVenueView();
  if (!architecture?.globalNavigationEnabled) return [];
  const positions = architecture.floorplan?.areaPositions;
  const visibleIds = positions?.length
    ? positions.filter((p) => p.visible).map((p) => p.areaId)
    : architecture.areas.map((a) => a.id);
  return visibleIds
    .map((id) => architecture.areas.find((area) => area.id === id))
    .filter((area) => area !== undefined)
    .map((area) => ({ id: area.id, name: text(area.names) }));
}

export function useLoginEnabled() {
  const options = useSessionStore((s) => s.loginOptions);
  return options ? isLoginEnabled(options) : true;
}

export function useCookieBannerEnabled() {
  const { architecture } = useVenueView();
  const type = architecture?.cookieBannerConfig?.type;
  return Boolean(type && type !== 'NONE');
}
