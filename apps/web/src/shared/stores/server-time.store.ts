import { create } from 'zustand';

type ServerTimeState = {
  /** Server clock minus browser clock, from the last response date header. */
  offsetMs: number;
  setFromDateHeader: (header: string) => void;
};

export const useServerTimeStore = create<ServerTimeState>()((set) => ({
  offsetMs: 0,
  setFromDateHeader: (header) => {
    const serverTime = Date.parse(header);
    if (!Number.isNaN(serverTime)) set({ offsetMs: serverTime - Date.now() });
  },
}));

export const serverNow = () => new Date(Date.now() + useServerTimeStore.getState().offsetMs);
