import { useLocation } from 'react-router';
import { wantsRealtime } from '../../shared/realtime/realtime-gate';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';

/**
 * The chat is there for a logged-in attendee who is not a guest (access `chat.use`), in a loaded
 * venue, while the app keeps a realtime connection; not when the server refused this app's
 * protocol version.
 */
export function useChatActive(): boolean {
  const { pathname } = useLocation();
  const venueLoaded = useVenueStore((s) => Boolean(architectureOf(s.venue)));
  const outdated = useRealtimeStatus((s) => s.status === 'outdated');
  const wanted = useSessionStore((s) => wantsRealtime({ token: s.accessToken, pathname }));
  return venueLoaded && wanted && !outdated;
}
