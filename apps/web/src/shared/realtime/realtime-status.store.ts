import { create } from 'zustand';

/**
 * The realtime connection as the screen needs it: `off` (no session, a guest, the login page),
 * `connecting` (first attempt), `connected`, `reconnecting` (lost, trying again), `outdated` (the
 * server refused this client's protocol version and a reload did not help).
 */
export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'reconnecting' | 'outdated';

type RealtimeStatusState = {
  status: RealtimeStatus;
  /** Counts successful connects: effects that must run again after a reconnect depend on it. */
  connection: number;
  setStatus: (status: RealtimeStatus) => void;
  connected: () => void;
};

/** Kept apart from the socket so first-load code can read the state without loading the client. */
export const useRealtimeStatus = create<RealtimeStatusState>()((set) => ({
  status: 'off',
  connection: 0,
  setStatus: (status) => set({ status }),
  connected: () => set((s) => ({ status: 'connected', connection: s.connection + 1 })),
}));
