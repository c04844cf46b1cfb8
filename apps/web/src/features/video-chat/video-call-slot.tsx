import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { wantsRealtime } from '../../shared/realtime/realtime-gate';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { useAfterFirstPaint } from '../../shared/ui/after-first-paint';

// The video chat loads for a session with a realtime connection (not a guest's, not on the login
// pages), after the first picture is painted: nothing of it is in the first load but these lines.
const VideoCallHost = lazy(async () => ({ default: (await import('./video-call-host')).VideoCallHost }));

/** Where the video chat lives in the app shell: rings, the call window, its notices. */
export function VideoCallSlot() {
  const { pathname } = useLocation();
  const wanted = useSessionStore((s) => wantsRealtime({ token: s.accessToken, pathname }));
  const outdated = useRealtimeStatus((s) => s.status === 'outdated');
  const painted = useAfterFirstPaint();
  if (!wanted || outdated || !painted) return null;
  return (
    <Suspense fallback={null}>
      <VideoCallHost />
    </Suspense>
  );
}
