import { analyticsEventName, localizedText } from '@atrium/domain';
import { trackEvent } from '../../shared/analytics/track';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';

/** Spec §7: a download event, named by the architecture, area, widget and the file. */
export function trackDownload(
  where: { architectureId: string; areaId: string; widgetName: string },
  file: string,
) {
  const area = architectureOf(useVenueStore.getState().venue)?.areas.find((a) => a.id === where.areaId);
  trackEvent({
    category: 'download',
    action: 'download',
    name: analyticsEventName({
      architectureId: where.architectureId,
      areaName: area ? localizedText(area.names, 'en') : undefined,
      widgetName: where.widgetName,
      content: file,
    }),
  });
}
