import type { StageConflict, ValidationIssue, Venue } from '@atrium/domain';
import { create } from 'zustand';

/** How many steps undo can go back. */
export const UNDO_LIMIT = 100;
/** Edits with the same coalesce key this close together are one undo step (typing a word). */
export const COALESCE_MS = 1000;

const BATCH_KEY = '\u0000batch';

export type SaveState = 'saved' | 'pending' | 'saving' | 'invalid' | 'conflict' | 'failed';

type DraftState = {
  architectureId: string | undefined;
  venue: Venue | undefined;
  /** The stage version the draft was loaded from or last saved as (0: none yet). */
  baseVersion: number;
  /** What was last staged, to tell whether the draft has unsaved changes. */
  savedVenue: Venue | undefined;
  past: Venue[];
  future: Venue[];
  lastEdit: { key: string; at: number } | undefined;
  saveState: SaveState;
  /** Problems of the draft, from the client's validation or the server's `details`. */
  issues: ValidationIssue[];
  conflict: StageConflict | undefined;
  load: (architectureId: string, venue: Venue, baseVersion: number) => void;
  /** Changes the draft: the recipe mutates a copy. */
  edit: (recipe: (venue: Venue) => void, coalesceKey?: string) => void;
  /** Runs edits that belong together (an upload and its use) as one undo step. */
  batch: (edits: () => void) => void;
  batching: boolean;
  undo: () => void;
  redo: () => void;
  setSaveState: (saveState: SaveState, issues?: ValidationIssue[]) => void;
  saved: (venue: Venue, version: number) => void;
  setConflict: (conflict: StageConflict | undefined) => void;
  reset: () => void;
};

const empty = {
  architectureId: undefined,
  venue: undefined,
  baseVersion: 0,
  savedVenue: undefined,
  past: [],
  future: [],
  lastEdit: undefined,
  saveState: 'saved' as SaveState,
  issues: [],
  conflict: undefined,
  batching: false,
};

export const useDraftStore = create<DraftState>()((set, get) => ({
  ...empty,
  load: (architectureId, venue, baseVersion) =>
    set({ ...empty, architectureId, venue, savedVenue: venue, baseVersion }),
  edit: (recipe, coalesceKey) => {
    const { venue, past, lastEdit, batching } = get();
    if (!venue) return;
    const next = structuredClone(venue);
    recipe(next);
    const now = Date.now();
    const coalesce =
      (batching && lastEdit?.key === BATCH_KEY) ||
      (coalesceKey !== undefined && lastEdit?.key === coalesceKey && now - lastEdit.at < COALESCE_MS);
    if (batching) coalesceKey = BATCH_KEY;
    set({
      venue: next,
      past: coalesce ? past : [...past, venue].slice(-UNDO_LIMIT),
      future: [],
      lastEdit: coalesceKey === undefined ? undefined : { key: coalesceKey, at: now },
      saveState: 'pending',
    });
  },
  batch: (edits) => {
    set({ batching: true, lastEdit: undefined });
    try {
      edits();
    } finally {
      set({ batching: false, lastEdit: undefined });
    }
  },
  undo: () => {
    const { venue, past, future } = get();
    const previous = past.at(-1);
    if (!venue || !previous) return;
    set({
      venue: previous,
      past: past.slice(0, -1),
      future: [venue, ...future],
      lastEdit: undefined,
      saveState: 'pending',
    });
  },
  redo: () => {
    const { venue, past, future } = get();
    const [next, ...rest] = future;
    if (!venue || !next) return;
    set({ venue: next, past: [...past, venue], future: rest, lastEdit: undefined, saveState: 'pending' });
  },
  setSaveState: (saveState, issues) => set(issues ? { saveState, issues } : { saveState }),
  saved: (venue, version) =>
    set((state) => ({
      savedVenue: venue,
      baseVersion: version,
      conflict: undefined,
      issues: [],
      saveState: state.venue === venue ? 'saved' : 'pending',
    })),
  setConflict: (conflict) => set({ conflict, saveState: conflict ? 'conflict' : get().saveState }),
  reset: () => set(empty),
}));

/** The draft's architecture; the studio shows an editor only once a draft is loaded. */
export function draftArchitecture(venue: Venue) {
  const architecture = venue.architectures[0];
  if (!architecture) throw new Error('The venue has no architecture');
  return architecture;
}
