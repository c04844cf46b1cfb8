import { SERVER_TIME_TICK_MS } from '@atrium/domain';
import { useEffect } from 'react';
import { create } from 'zustand';

type ServerTimeState = {
  /** Server clock minus browser clock, from the last response date header. */
  offsetMs: number;
  /** Counts the ticks (spec §9: every 10 s); views that depend on the time re-render on it. */
  tick: number;
  setFromDateHeader: (header: string) => void;
};

export const useServerTimeStore = create<ServerTimeState>()((set) => ({
  offsetMs: 0,
  tick: 0,
  setFromDateHeader: (header) => {
    const serverTime = Date.parse(header);
    if (!Number.isNaN(serverTime)) set({ offsetMs: serverTime - Date.now() });
  },
}));

export const serverNow = () => new Date(Date.now() + useServerTimeStore.getState().offsetMs);

let listeners = 0;
let timer: ReturnType<typeof setInterval> | undefined;

/** Keeps the tick running while at least one view listens to it; returns the unsubscribe. */
export function subscribeServerTimeTick(): () => void {
  listeners += 1;
  timer ??= setInterval(
    () => useServerTimeStore.setState((state) => ({ tick: state.tick + 1 })),
    SERVER_TIME_TICK_MS,
  );
  return () => {
    listeners -= 1;
    if (listeners === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server time, re-rendering the calling view on every tick and whenever the clock offset changes. */
export function useServerNow(): Date {
  useServerTimeStore((state) => state.tick);
  useServerTimeStore((state) => state.offsetMs);
  useEffect(subscribeServerTimeTick, []);
  return serverNow();
}
