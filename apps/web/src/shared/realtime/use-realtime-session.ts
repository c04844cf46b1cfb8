import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '../stores/session.store';
import { afterFirstPaint } from '../ui/after-first-paint';
import type { RealtimeSessionHandlers } from './realtime';
import { wantsRealtime } from './realtime-gate';

/**
 * Keeps the realtime connection open while the session wants one (logged in, not a guest, not
 * on the login pages). The client is loaded on demand once the first picture is painted, so
 * neither its code nor its handshake competes with the area's background on a phone.
 */
export function useRealtimeSession(handlers: RealtimeSessionHandlers) {
  const { pathname } = useLocation();
  const wanted = useSessionStore((s) => wantsRealtime({ token: s.accessToken, pathname }));
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    afterFirstPaint()
      .then(() => import('./realtime'))
      .then(
        ({ startRealtime }) => {
          if (stopped) return;
          stop = startRealtime({
            onVenueVersion: (version) => latest.current.onVenueVersion(version),
            onSessionEnded: () => latest.current.onSessionEnded(),
          });
        },
        (error) => console.warn('The realtime client could not be loaded', error),
      );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [wanted]);
}
