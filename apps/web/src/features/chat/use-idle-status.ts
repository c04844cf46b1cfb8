import { useEffect } from 'react';
import { useChatStore } from './chat.store';
import { createIdleTracker, INPUT_EVENTS } from './idle-tracker';

/** Input restarts the wait at most this often (pointer moves come by the hundred). */
const INPUT_THROTTLE_MS = 1_000;

/** Spec §4: the status turns Idle after a while without input in the tab, and back on input. */
export function useIdleStatus() {
  useEffect(() => {
    const tracker = createIdleTracker((idle) => useChatStore.getState().setAutoIdle(idle));
    let last = 0;
    const onInput = () => {
      const now = Date.now();
      if (!tracker.idle && now - last < INPUT_THROTTLE_MS) return;
      last = now;
      tracker.input();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    return () => {
      tracker.stop();
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      useChatStore.getState().setAutoIdle(false);
    };
  }, []);
}
