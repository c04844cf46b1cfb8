import { buildClientDetails, type ClientDetails } from '@atrium/domain';
import i18next from 'i18next';
import { useSessionStore } from '../stores/session.store';
import { architectureOf, useVenueStore } from '../stores/venue.store';

/** Spec §3 "Client details" of this browser, page and user (ANONYM when nobody is logged in). */
export function currentClientDetails(): ClientDetails {
  return buildClientDetails({
    navigator,
    venueLanguage: i18next.language ?? '',
    architectureId: architectureOf(useVenueStore.getState().venue)?.id,
    username: useSessionStore.getState().user?.email,
    url: window.location.href,
  });
}
