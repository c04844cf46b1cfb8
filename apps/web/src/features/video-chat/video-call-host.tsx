import { videoEvents } from '@atrium/domain';
import { useEffect } from 'react';
import { realtime } from '../../shared/realtime/realtime';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { heartbeatNow, leaveVideoChat, onCallPushed, onSignal } from './call-session';
import { CallWindow } from './call-window';
import { IncomingCallDialog } from './incoming-call-dialog';
import { VideoNoticeBar } from './video-notice-bar';
import './video-texts';

/**
 * The video chat of the session, mounted once in the app shell: it hears the calls and signals
 * pushed to this tab, shows rings, the call window and notices, and hangs up when the session
 * or the page ends.
 */
export function VideoCallHost() {
  const connection = useRealtimeStatus((s) => (s.status === 'connected' ? s.connection : 0));

  useEffect(() => {
    const offCall = realtime.on(videoEvents.call, onCallPushed);
    const offSignal = realtime.on(videoEvents.signalReceived, onSignal);
    window.addEventListener('pagehide', leaveVideoChat);
    return () => {
      offCall();
      offSignal();
      window.removeEventListener('pagehide', leaveVideoChat);
      leaveVideoChat();
    };
  }, []);

  // Back after a drop: the server hears of the tab at once, so its call goes on.
  useEffect(() => {
    if (connection) heartbeatNow();
  }, [connection]);

  return (
    <>
      <IncomingCallDialog />
      <CallWindow />
      <VideoNoticeBar />
    </>
  );
}
