import type { Venue } from '@atrium/domain';
import { create } from 'zustand';
import { useUiStore } from './ui.store';

export const cookieStorageKey = (providerId: string) => `cookies:${providerId}`;
/**
 * The banner's personalized-tracking checkbox. Not one of the spec's §9 storage keys, yet needed:
 * the tracking choice is no cookie provider, so it has no `cookies:{id}` of its own, and without
 * storing it a returning visitor would lose their consent (or be asked again) at every visit.
 */
export const TRACKING_CONSENT_STORAGE_KEY = 'tracking:consent';

type ConsentState = {
  /** Provider id → accepted, as stored in `cookies:{id}`; absent = no choice yet. */
  stored: Record<string, boolean>;
  trackingConsent: boolean;
  restore: (venue: Venue) => void;
  /** Stores every provider's flag and the tracking choice (the banner's save). */
  store: (choices: readonly { id: string; accepted: boolean }[], trackingConsent: boolean) => void;
};

function write(key: string, value: boolean) {
  try {
    localStorage.setItem(key, String(value));
  } catch (error) {
    // Storage full or blocked: the choice still holds for this visit.
    console.warn('Could not store a privacy choice', error);
  }
}

/** Stored cookie choices (spec §4 "Cookie consent"); the rules in `consent.rule` decide from them. */
export const useConsentStore = create<ConsentState>()((set) => ({
  stored: {},
  trackingConsent: false,
  restore: (venue) => {
    const stored: Record<string, boolean> = {};
    for (const provider of venue.architectures[0]?.cookieProviders ?? []) {
      const value = localStorage.getItem(cookieStorageKey(provider.id));
      if (value !== null) stored[provider.id] = value === 'true';
    }
    set({ stored, trackingConsent: localStorage.getItem(TRACKING_CONSENT_STORAGE_KEY) === 'true' });
    // A returning visitor hears about content their earlier choices block.
    if (Object.keys(stored).length > 0) useUiStore.getState().setNotificationVisible(true);
  },
  store: (choices, trackingConsent) => {
    for (const choice of choices) write(cookieStorageKey(choice.id), choice.accepted);
    write(TRACKING_CONSENT_STORAGE_KEY, trackingConsent);
    set((state) => ({
      stored: { ...state.stored, ...Object.fromEntries(choices.map((c) => [c.id, c.accepted])) },
      trackingConsent,
    }));
  },
}));
