import { realtimeEvents, type VenueVersion } from '@atrium/domain';
import { useSessionStore } from '../stores/session.store';
import { reloadOnceWhenOutdated } from './outdated-client';
import { createRealtimeClient } from './realtime-client';
import { useRealtimeStatus } from './realtime-status.store';

/** The app's one realtime connection (loaded with the first screen that needs it). */
export const realtime = createRealtimeClient({
  token: () => useSessionStore.getState().accessToken,
  onStatus: (status) => useRealtimeStatus.getState().setStatus(status),
  onConnected: () => useRealtimeStatus.getState().connected(),
  onOutdated: () => {
    if (reloadOnceWhenOutdated(sessionStorage, () => window.location.reload())) return;
    console.error('The realtime server refused this version of the app, also after a reload');
    useRealtimeStatus.getState().setStatus('outdated');
  },
});

export type RealtimeSessionHandlers = {
  /** A publication, unpublication or stage save: run the version-watch logic now. */
  onVenueVersion: (version: VenueVersion) => void;
  /** The server ended this session: the app's logout flow. */
  onSessionEnded: () => void;
};

/** Opens the connection for a logged-in session; returns what closes it. */
export function startRealtime(handlers: RealtimeSessionHandlers): () => void {
  const offVersion = realtime.on(realtimeEvents.venueVersion, handlers.onVenueVersion);
  const offEnded = realtime.on(realtimeEvents.sessionEnded, handlers.onSessionEnded);
  const offToken = useSessionStore.subscribe((state, previous) => {
    if (state.accessToken !== previous.accessToken) realtime.tokenChanged();
  });
  realtime.open();
  return () => {
    offVersion();
    offEnded();
    offToken();
    realtime.close();
  };
}
