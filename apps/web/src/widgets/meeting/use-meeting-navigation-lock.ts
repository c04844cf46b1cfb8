import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { isLoggedIn } from '../../shared/stores/session.store';
import { useUiStore } from '../../shared/stores/ui.store';

const holds = new Set<() => void>();

/**
 * Lets every joined meeting go without asking: for controls that leave on purpose (back to the
 * area, the full-screen page). Call it before navigating.
 */
export function leaveMeeting() {
  for (const release of [...holds]) release();
}

/**
 * While a meeting is joined it holds a navigation lock, so a navigation (a link, the browser's
 * back button) waits instead of silently dropping the call. With `ask`, a waiting navigation is
 * a question: leave goes on, stay goes back to where the meeting is. Without it (a meeting
 * opened in an area, which the dialog guard closes on every navigation) the navigation goes on
 * once the meeting has been closed.
 */
export function useMeetingNavigationLock(joined: boolean, ask: boolean) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const [held, setHeld] = useState(false);
  const [generation, setGeneration] = useState(0);
  const reholdWhenIdle = useRef(false);
  const releaseOwn = useRef(() => {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation takes the lock again
  useEffect(() => {
    if (!joined) return;
    const release = useUiStore.getState().lockNavigation();
    const ours = () => {
      if (!holds.delete(ours)) return;
      release();
      setHeld(false);
    };
    holds.add(ours);
    releaseOwn.current = ours;
    setHeld(true);
    return ours;
  }, [joined, generation]);

  const busy = held && navigation.state === 'loading';
  const leavesHere =
    busy &&
    (navigation.location.pathname !== location.pathname || navigation.location.search !== location.search);
  const asking = leavesHere && ask && isLoggedIn();

  useEffect(() => {
    if (!busy || asking) return;
    if (leavesHere) {
      // Nothing to ask: the meeting in an area is closed by the dialog guard; after a logout
      // there is no meeting to stay in.
      leaveMeeting();
    } else {
      // A navigation to where the meeting is (its guards run again) leaves nothing.
      reholdWhenIdle.current = true;
      releaseOwn.current();
    }
  }, [busy, leavesHere, asking]);

  useEffect(() => {
    if (navigation.state === 'idle' && reholdWhenIdle.current) {
      reholdWhenIdle.current = false;
      setGeneration((n) => n + 1);
    }
  }, [navigation.state]);

  const stay = useCallback(() => {
    // Navigating to where we are replaces the waiting navigation; the lock is let go until that
    // one has run its guards, then taken again.
    reholdWhenIdle.current = true;
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    releaseOwn.current();
  }, [navigate, location]);

  return { asking, stay, leave: leaveMeeting };
}
