import { type Venue, validateVenue } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleVenueJson } from '../../../../../packages/domain/src/venue/fixtures/example-venue.fixture';
import { ApiError } from '../../shared/api/http-client';
import { logStudio } from '../shell/studio-log';
import { startAutosave } from './autosave';
import { useDraftStore } from './draft.store';

vi.mock('../shell/studio-log', () => ({ logStudio: vi.fn() }));

const DELAY = 800;

function exampleVenue(): Venue {
  const result = validateVenue(exampleVenueJson());
  if (!result.ok) throw new Error('the example venue is valid');
  return result.venue;
}

const rename = (text: string) =>
  useDraftStore.getState().edit((venue) => {
    venue.architectures[0]!.areas[0]!.names = [{ locale: 'en', text }];
  }, 'name');

describe('autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useDraftStore.getState().load('example', exampleVenue(), 3);
  });
  afterEach(() => {
    vi.useRealTimers();
    useDraftStore.getState().reset();
  });

  it('stages the draft once it has rested, based on the version it was loaded from', async () => {
    const stage = vi.fn(async (_venue: Venue, _base: number) => ({ architectureId: 'example', version: 4 }));
    const autosave = startAutosave(useDraftStore, stage, DELAY);
    rename('Foyer');
    await vi.advanceTimersByTimeAsync(DELAY / 2);
    rename('Foyer East');
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(stage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stage).toHaveBeenCalledTimes(1);
    expect(stage.mock.calls[0]?.[1]).toBe(3);
    expect(useDraftStore.getState()).toMatchObject({ saveState: 'saved', baseVersion: 4 });
    autosave.stop();
  });

  it('never stages an invalid draft, and shows why at the field', async () => {
    const stage = vi.fn(async (_venue: Venue, _base: number) => ({ architectureId: 'example', version: 4 }));
    const autosave = startAutosave(useDraftStore, stage, DELAY);
    useDraftStore.getState().edit((venue) => {
      venue.architectures[0]!.style.primary = 'red';
    });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(stage).not.toHaveBeenCalled();
    const state = useDraftStore.getState();
    expect(state.saveState).toBe('invalid');
    expect(state.issues.map((issue) => issue.path)).toContain('architectures[0].style.primary');
    autosave.stop();
  });

  it('turns a 409 into a conflict that stops autosave until overwritten, then saves over the newer version', async () => {
    const details = [
      { path: 'latest.version', message: '7' },
      { path: 'latest.savedBy', message: 'ada@example.org' },
    ];
    const stage = vi
      .fn<(venue: Venue, base: number) => Promise<{ architectureId: string; version: number }>>()
      .mockRejectedValueOnce(
        new ApiError('PROCESSING_ERROR', 409, 'venue.stage_conflict', 'changed', details),
      )
      .mockResolvedValue({ architectureId: 'example', version: 8 });
    const autosave = startAutosave(useDraftStore, stage, DELAY);
    rename('Hall');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(useDraftStore.getState().conflict).toEqual({
      latestVersion: 7,
      savedBy: 'ada@example.org',
      savedAt: null,
    });
    rename('Hall 2');
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(stage).toHaveBeenCalledTimes(1);
    await autosave.overwrite();
    expect(stage.mock.calls[1]?.[1]).toBe(7);
    expect(useDraftStore.getState()).toMatchObject({
      saveState: 'saved',
      baseVersion: 8,
      conflict: undefined,
    });
    autosave.stop();
  });

  it("keeps the server's field problems, and stages edits made while a save was under way", async () => {
    let finish: (value: { architectureId: string; version: number }) => void = () => undefined;
    const stage = vi
      .fn<(venue: Venue, base: number) => Promise<{ architectureId: string; version: number }>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(
        new ApiError('PROCESSING_ERROR', 400, 'venue.invalid', 'invalid', [
          { path: 'architectures[0].areas[0].names', message: 'Taken' },
        ]),
      );
    const autosave = startAutosave(useDraftStore, stage, DELAY);
    rename('One');
    await vi.advanceTimersByTimeAsync(DELAY);
    rename('Two');
    finish({ architectureId: 'example', version: 4 });
    await vi.advanceTimersByTimeAsync(0);
    expect(useDraftStore.getState().saveState).toBe('pending');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(stage).toHaveBeenCalledTimes(2);
    expect(stage.mock.calls[1]?.[1]).toBe(4);
    expect(useDraftStore.getState().issues).toEqual([
      { path: 'architectures[0].areas[0].names', message: 'Taken' },
    ]);
    autosave.stop();
  });

  it('tells the operators’ log when a save fails, and shows it failed', async () => {
    const failure = new ApiError('PROCESSING_ERROR', 503, 'internal.error', 'Service unavailable');
    const autosave = startAutosave(
      useDraftStore,
      vi.fn(async () => Promise.reject(failure)),
      DELAY,
    );
    rename('Foyer');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(useDraftStore.getState().saveState).toBe('failed');
    expect(logStudio).toHaveBeenCalledWith('ERROR', 'save', 'The draft could not be staged', failure);
    autosave.stop();
  });
});
