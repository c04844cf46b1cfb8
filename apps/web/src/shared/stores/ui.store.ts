import { create } from 'zustand';

export const errorCodes = [
  'FORBIDDEN',
  'NOT_REACHABLE',
  'PROCESSING_ERROR',
  'UNAUTHORIZED',
  'FUNCTION_UNSUPPORTED',
  'WIDGET_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
export type ErrorState = { hasErrors: boolean; code?: ErrorCode; message?: string };

type Waiter = () => void;

type UiState = {
  /** Open dialogs, innermost last. */
  dialogs: string[];
  error: ErrorState;
  /** While above 0, default error dialogs are not shown (e.g. during silent polling). */
  errorSuppression: number;
  /** The cookie banner (its own feature) reads these. */
  cookieBannerVisible: boolean;
  notificationVisible: boolean;
  navigationLocks: number;
  addDialog: (id: string) => void;
  removeDialog: (id: string) => void;
  popDialog: () => string | undefined;
  showError: (code: ErrorCode, message?: string) => void;
  dismissError: () => void;
  suppressErrors: () => void;
  releaseErrors: () => void;
  setCookieBannerVisible: (visible: boolean) => void;
  setNotificationVisible: (visible: boolean) => void;
  lockNavigation: () => () => void;
};

const unlockWaiters: Waiter[] = [];

export const useUiStore = create<UiState>()((set, get) => ({
  dialogs: [],
  error: { hasErrors: false },
  errorSuppression: 0,
  cookieBannerVisible: false,
  notificationVisible: false,
  navigationLocks: 0,
  addDialog: (id) => set((s) => ({ dialogs: [...s.dialogs.filter((d) => d !== id), id] })),
  removeDialog: (id) => set((s) => ({ dialogs: s.dialogs.filter((d) => d !== id) })),
  popDialog: () => {
    const last = get().dialogs.at(-1);
    if (last) set((s) => ({ dialogs: s.dialogs.slice(0, -1) }));
    return last;
  },
  showError: (code, message) => {
    if (get().errorSuppression > 0) return;
    set({ error: { hasErrors: true, code, message } });
  },
  dismissError: () => set({ error: { hasErrors: false } }),
  suppressErrors: () => set((s) => ({ errorSuppression: s.errorSuppression + 1 })),
  releaseErrors: () => set((s) => ({ errorSuppression: Math.max(0, s.errorSuppression - 1) })),
  setCookieBannerVisible: (cookieBannerVisible) => set({ cookieBannerVisible }),
  setNotificationVisible: (notificationVisible) => set({ notificationVisible }),
  lockNavigation: () => {
    set((s) => ({ navigationLocks: s.navigationLocks + 1 }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set((s) => ({ navigationLocks: s.navigationLocks - 1 }));
      if (get().navigationLocks === 0) for (const wake of unlockWaiters.splice(0)) wake();
    };
  },
}));

/** Resolves once no widget holds a navigation lock. */
export function whenNavigationUnlocked(): Promise<void> {
  if (useUiStore.getState().navigationLocks === 0) return Promise.resolve();
  return new Promise((resolve) => unlockWaiters.push(resolve));
}
