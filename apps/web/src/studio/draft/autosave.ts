import { stageConflictOf, validateVenue } from '@atrium/domain';
import { ApiError } from '../../shared/api/http-client';
import { logStudio } from '../shell/studio-log';
import { useDraftStore } from './draft.store';
import { stageVenue } from './studio.api';

/** How long the draft must rest before it is staged. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Stages the draft once it has rested: only a draft that passes the venue validator is sent
 * (nothing invalid is ever staged); the server's own findings come back as field issues, and a
 * stage saved meanwhile by someone else as a conflict. One save at a time; a flush waits for the one under way.
 */
export function startAutosave(store = useDraftStore, stage = stageVenue, delay = AUTOSAVE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;

  const save = (overwrite = false): Promise<void> => {
    if (inFlight) return inFlight;
    const running = saveNow(overwrite).finally(() => {
      inFlight = undefined;
    });
    inFlight = running;
    return running;
  };

  const saveNow = async (overwrite: boolean) => {
    const state = store.getState();
    const venue = state.venue;
    if (!venue || (state.conflict && !overwrite)) return;
    const checked = validateVenue(venue);
    if (!checked.ok) {
      state.setSaveState('invalid', checked.errors);
      return;
    }
    state.setSaveState('saving', []);
    try {
      const base = overwrite && state.conflict ? state.conflict.latestVersion : state.baseVersion;
      const result = await stage(venue, base);
      store.getState().saved(venue, result.version);
    } catch (error) {
      onFailure(error);
      return;
    }
    // Edits made while saving are staged in their turn.
    if (store.getState().saveState === 'pending') schedule();
  };

  const onFailure = (error: unknown) => {
    const state = store.getState();
    if (error instanceof ApiError && error.errorId === 'venue.stage_conflict') {
      logStudio('WARN', 'save', 'Someone else saved the stage meanwhile', error.details);
      state.setConflict(
        stageConflictOf(error.details) ?? { latestVersion: state.baseVersion, savedBy: null, savedAt: null },
      );
    } else if (error instanceof ApiError && error.status === 400 && error.details) {
      logStudio('WARN', 'save', 'The server refused the draft', error.details);
      state.setSaveState('invalid', error.details);
    } else {
      logStudio('ERROR', 'save', 'The draft could not be staged', error);
      state.setSaveState('failed');
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(), delay);
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.venue !== previous.venue && state.saveState === 'pending') schedule();
  });

  return {
    /** Saves now (e.g. before publishing); resolves when the draft is staged or refused. */
    flush: async () => {
      clearTimeout(timer);
      await inFlight;
      if (store.getState().saveState === 'pending') await save();
    },
    /** Stages the draft over a newer stage version someone else saved. */
    overwrite: () => save(true),
    stop: () => {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}

export type Autosave = ReturnType<typeof startAutosave>;
