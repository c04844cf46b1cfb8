import { CHAT_IDLE_AFTER_MS } from '@atrium/domain';

export type IdleTracker = {
  /** Input in the tab (a key, the pointer, a scroll): not idle, and the wait starts again. */
  input: () => void;
  stop: () => void;
  readonly idle: boolean;
};

type Handle = ReturnType<typeof setTimeout>;
type Timers = {
  setTimeout: (run: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle | undefined) => void;
};

/**
 * Spec §4 user status: Idle after `idleAfterMs` without input, back as soon as input comes.
 * `onChange` hears every change (true: now idle); input while not idle only restarts the wait.
 */
export function createIdleTracker(
  onChange: (idle: boolean) => void,
  idleAfterMs = CHAT_IDLE_AFTER_MS,
  timers: Timers = globalThis,
): IdleTracker {
  let idle = false;
  let stopped = false;
  let handle: Handle | undefined;
  const arm = () => {
    timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      if (stopped || idle) return;
      idle = true;
      onChange(true);
    }, idleAfterMs);
  };
  arm();
  return {
    input() {
      if (stopped) return;
      if (idle) {
        idle = false;
        onChange(false);
      }
      arm();
    },
    stop() {
      stopped = true;
      timers.clearTimeout(handle);
    },
    get idle() {
      return idle;
    },
  };
}

/** The events that count as input. */
export const INPUT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'focus',
] as const;
