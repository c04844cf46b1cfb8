import type { Venue } from '@atrium/domain';
import { create } from 'zustand';

type ConsentState = {
  /** Provider id → accepted, as stored in `cookies:{id}`. */
  stored: Record<string, boolean>;
  restore: (venue: Venue) => void;
};

export const cookieStorageKey = (providerId: string) => `cookies:${providerId}`;

/** Stored cookie choices; the banner and the consent rules build on this. */
export const useConsentStore = create<ConsentState>()((set) => ({
  stored: {},
  restore: (venue) => {
    const stored: Record<string, boolean> = {};
    for (const provider of venue.architectures[0]?.cookieProviders ?? []) {
      const value = localStorage.getItem(cookieStorageKey(provider.id));
      if (value !== null) stored[provider.id] = value === 'true';
    }
    set({ stored });
  },
}));
