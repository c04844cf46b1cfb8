import {
  type AnalyticsEvent,
  analyticsEventName,
  analyticsEventSchema,
  isLoginEnabled,
  isPersonalizedTracking,
  localizedText,
} from '@atrium/domain';
import i18next from 'i18next';
import { sendKeepalive } from '../api/api-client';
import { apiRoutes } from '../api/api-routes';
import { resolveTarget } from '../routing/route-paths';
import { useConsentStore } from '../stores/consent.store';
import { useSessionStore } from '../stores/session.store';
import { useUiConfigStore } from '../stores/ui-config.store';
import { architectureOf, useVenueStore } from '../stores/venue.store';
import type { ConfiguredTracker } from './matomo-tracker';
import type { TrackedEvent } from './track';
import { visitorId } from './visitor-id';

/**
 * Spec §4, §6: personalized tracking needs the venue to enable it (with login enabled), the
 * visitor's consent and a user. Read at every event, so logout, revocation or another venue
 * switch it off at once.
 */
export function personalizedTracking(): boolean {
  const session = useSessionStore.getState();
  const loginEnabled = session.loginOptions ? isLoginEnabled(session.loginOptions) : true;
  return isPersonalizedTracking({
    venueEnabled:
      loginEnabled && Boolean(architectureOf(useVenueStore.getState().venue)?.personalizedTrackingEnabled),
    consent: useConsentStore.getState().trackingConsent,
    hasUser: Boolean(session.user),
  });
}

/** The area (and widget, on the meeting page) of the current route. */
function currentPlace(): { routeName?: string; areaId?: string; widgetId?: string } {
  const target = resolveTarget(new URL(window.location.href));
  if (!('name' in target)) return {};
  const { areaId, widgetId } = target.params;
  const defaultAreaId = architectureOf(useVenueStore.getState().venue)?.defaultAreaId;
  if (target.name === 'Area') return { routeName: target.name, areaId: areaId ?? defaultAreaId };
  return { routeName: target.name, areaId, widgetId };
}

let tracker: Promise<ConfiguredTracker | undefined> | undefined;

/** The configured tracker, started on first use; none without `analytics.trackerUrl`. */
function configuredTracker(): Promise<ConfiguredTracker | undefined> {
  tracker ??= (async () => {
    const trackerUrl = useUiConfigStore.getState().config.analytics?.trackerUrl;
    if (!trackerUrl) return undefined;
    const { ConfiguredTracker } = await import('./matomo-tracker');
    const configured = new ConfiguredTracker(trackerUrl, visitorId());
    followPersonalization(configured);
    return configured;
  })();
  return tracker;
}

/**
 * Keeps the tracker's user id in step with personalized tracking (spec §4): set when the venue
 * enables it, consent is given and a user exists; reset on logout, on revocation and when the
 * venue changes to one that does not enable it. Returns the unsubscribe.
 */
export function followPersonalization(configured: Pick<ConfiguredTracker, 'forward'>): () => void {
  let current: string | undefined;
  const sync = () => {
    const userId = personalizedTracking() ? useSessionStore.getState().user?.userId : undefined;
    if (userId === current) return;
    current = userId;
    configured.forward((t) => (userId ? t.setUserId(userId) : t.resetUserId()));
  };
  sync();
  const unsubscribes = [
    useSessionStore.subscribe(sync),
    useConsentStore.subscribe(sync),
    useVenueStore.subscribe(sync),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

function post(event: Omit<AnalyticsEvent, 'visitorId' | 'personalized'>) {
  const parsed = analyticsEventSchema.safeParse({
    ...event,
    visitorId: visitorId(),
    personalized: personalizedTracking(),
  });
  if (!parsed.success) {
    console.warn('Analytics event left out', parsed.error.issues);
    return;
  }
  // First-party events are best effort: a refused or lost one is not worth an error. Kept alive,
  // so that the event of a click that leaves the page (a link, a new venue) still arrives.
  void sendKeepalive(apiRoutes.analytics.record, { body: parsed.data });
}

export function recordEvent(event: TrackedEvent): void {
  const architectureId = architectureOf(useVenueStore.getState().venue)?.id;
  if (!architectureId) return;
  const place = currentPlace();
  const areaId = event.areaId ?? place.areaId;
  const widgetId = event.widgetId ?? place.widgetId;
  post({
    category: event.category as AnalyticsEvent['category'],
    action: event.action,
    name: event.name,
    architectureId,
    ...(areaId ? { areaId } : {}),
    ...(widgetId ? { widgetId } : {}),
  });
  void configuredTracker().then((t) =>
    t?.forward((matomo) => matomo.trackEvent(event.category, event.action, event.name)),
  );
}

/** A page view: to the tracker; for an area also a first-party 'area' 'view' event. */
export function recordPageView(path: string): void {
  const architecture = architectureOf(useVenueStore.getState().venue);
  if (!architecture) return;
  const place = currentPlace();
  const area = architecture.areas.find((candidate) => candidate.id === place.areaId);
  if (place.routeName === 'Area' && area) {
    const areaName = localizedText(area.names, i18next.language ?? 'en');
    post({
      category: 'area',
      action: 'view',
      name: analyticsEventName({ architectureId: architecture.id, areaName }),
      architectureId: architecture.id,
      areaId: area.id,
    });
  }
  const title = document.title;
  void configuredTracker().then((t) =>
    t?.forward((matomo) => {
      matomo.setCustomUrl(new URL(path, window.location.origin).href);
      matomo.setDocumentTitle(title);
      matomo.trackPageView();
    }),
  );
}
