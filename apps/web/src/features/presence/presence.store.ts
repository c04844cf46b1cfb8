import type { AttendeeEntry, PresencePage, VenueVersionState } from '@atrium/domain';
import { create } from 'zustand';

export type PresenceFilters = {
  /** Only attendees in the viewer's area. */
  thisArea: boolean;
  /** Only attendees of the viewer's company (the server knows it). */
  myCompany: boolean;
  /** A name search. */
  query: string;
};

export type PresenceScopeState = { architectureId: string; mode: VenueVersionState };

/** The part of the list asked for: `limit` rows from `offset` of the filtered, sorted list. */
export type PresenceWindow = { offset: number; limit: number };

export const DEFAULT_WINDOW: PresenceWindow = { offset: 0, limit: 50 };
const noFilters: PresenceFilters = { thisArea: false, myCompany: false, query: '' };

type PresenceState = {
  /** The viewer's own entry, as the server answered the last move. */
  self: AttendeeEntry | undefined;
  /** Raised when the own profile changed, so the entry is sent again with the new name. */
  selfVersion: number;
  filters: PresenceFilters;
  window: PresenceWindow;
  /** The last page: `entries` are the rows from `offset` of `total` rows. */
  total: number;
  offset: number;
  entries: AttendeeEntry[];
  /** Attendees per area id (all of the venue, unfiltered). */
  counts: Record<string, number>;
  /** Set once the first page arrived; the header grows then (spec §2.3). */
  ready: boolean;
  /**
   * Lists showing the presence, innermost last. The connection watches one window, so the list
   * opened last decides which rows it is (the header's strip takes over again when it closes).
   */
  windowOwners: string[];
  setSelf: (entry: AttendeeEntry | undefined) => void;
  selfChanged: () => void;
  setFilters: (filters: Partial<PresenceFilters>) => void;
  setWindow: (window: PresenceWindow) => void;
  applyPage: (page: PresencePage) => void;
  claimWindow: (owner: string) => void;
  releaseWindow: (owner: string) => void;
  reset: () => void;
};

const empty = {
  self: undefined,
  selfVersion: 0,
  filters: noFilters,
  window: DEFAULT_WINDOW,
  total: 0,
  offset: 0,
  entries: [],
  counts: {},
  ready: false,
};

export const usePresenceStore = create<PresenceState>()((set) => ({
  ...empty,
  windowOwners: [],
  setSelf: (self) => set({ self }),
  selfChanged: () => set((s) => ({ selfVersion: s.selfVersion + 1 })),
  // Other filters show another list: it starts at its top.
  setFilters: (filters) =>
    set((s) => ({ filters: { ...s.filters, ...filters }, window: { ...s.window, offset: 0 } })),
  setWindow: (window) =>
    set((s) =>
      s.window.offset === window.offset && s.window.limit === window.limit ? s : { window: { ...window } },
    ),
  applyPage: (page) =>
    set({ total: page.total, offset: page.offset, entries: page.entries, counts: page.counts, ready: true }),
  claimWindow: (owner) =>
    set((s) => ({ windowOwners: [...s.windowOwners.filter((o) => o !== owner), owner] })),
  releaseWindow: (owner) => set((s) => ({ windowOwners: s.windowOwners.filter((o) => o !== owner) })),
  // The owners stay: they are lists still on the screen.
  reset: () => set(empty),
}));

/** The row at `index` of the list, when the last page holds it. */
export function entryAt(
  state: Pick<PresenceState, 'offset' | 'entries'>,
  index: number,
): AttendeeEntry | undefined {
  return state.entries[index - state.offset];
}

/** Attendees in an area (0 while unknown). */
export const useAreaCount = (areaId: string) => usePresenceStore((s) => s.counts[areaId] ?? 0);
