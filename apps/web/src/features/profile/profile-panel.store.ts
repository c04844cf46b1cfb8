import type { UserProfile } from '@atrium/domain';
import { create } from 'zustand';

/**
 * Spec §4 "Profile panel": nothing shown, the own profile, an attendee's profile loading, or
 * shown. A failed load returns to none with a message (its text key).
 */
export type ProfilePanel =
  | { state: 'none' }
  | { state: 'own' }
  | { state: 'loading'; userId: string }
  | { state: 'attendee'; profile: UserProfile };

type ProfilePanelState = {
  panel: ProfilePanel;
  /** Why the last attendee profile could not be shown (a text key), until dismissed. */
  failure: string | undefined;
  openOwn: () => void;
  startLoading: (userId: string) => void;
  /** Shows the loaded profile, if it is still the one being loaded. */
  loaded: (userId: string, profile: UserProfile) => void;
  /** The load failed: back to none, if it is still the one being loaded. */
  failed: (userId: string, reason: string) => void;
  close: () => void;
  dismissFailure: () => void;
};

const none: ProfilePanel = { state: 'none' };
const isLoading = (panel: ProfilePanel, userId: string) =>
  panel.state === 'loading' && panel.userId === userId;

export const useProfilePanel = create<ProfilePanelState>()((set) => ({
  panel: none,
  failure: undefined,
  openOwn: () => set({ panel: { state: 'own' }, failure: undefined }),
  startLoading: (userId) => set({ panel: { state: 'loading', userId }, failure: undefined }),
  loaded: (userId, profile) =>
    set((s) => (isLoading(s.panel, userId) ? { panel: { state: 'attendee', profile } } : s)),
  failed: (userId, reason) => set((s) => (isLoading(s.panel, userId) ? { panel: none, failure: reason } : s)),
  close: () => set({ panel: none }),
  dismissFailure: () => set({ failure: undefined }),
}));

/** Opens the own profile panel (account menu, drawer, presence). */
export const openOwnProfile = () => useProfilePanel.getState().openOwn();
