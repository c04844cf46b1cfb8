import type { Venue } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, UNDO_LIMIT, useDraftStore } from './draft.store';

const venue = { architectures: [{ id: 'a', areas: [] }], assets: [] } as unknown as Venue;
const idOf = () => useDraftStore.getState().venue?.architectures[0]?.id;
const setId = (id: string, key?: string) =>
  useDraftStore.getState().edit((draft) => {
    draft.architectures[0]!.id = id;
  }, key);

describe('the draft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useDraftStore.getState().load('a', venue, 1);
  });
  afterEach(() => {
    vi.useRealTimers();
    useDraftStore.getState().reset();
  });

  it('edits a copy, and undoes and redoes step by step', () => {
    setId('b');
    setId('c');
    expect(venue.architectures[0]?.id).toBe('a');
    useDraftStore.getState().undo();
    expect(idOf()).toBe('b');
    useDraftStore.getState().undo();
    expect(idOf()).toBe('a');
    useDraftStore.getState().undo();
    expect(idOf()).toBe('a');
    useDraftStore.getState().redo();
    expect(idOf()).toBe('b');
    setId('d');
    useDraftStore.getState().redo();
    expect(idOf()).toBe('d');
  });

  it('makes typing one step while the same field is edited without a pause', () => {
    setId('t', 'name');
    setId('te', 'name');
    vi.advanceTimersByTime(COALESCE_MS + 1);
    setId('tex', 'name');
    useDraftStore.getState().undo();
    expect(idOf()).toBe('te');
    useDraftStore.getState().undo();
    expect(idOf()).toBe('a');
  });

  it('makes the edits of a batch (an upload and its use) one step, and the next edit another', () => {
    useDraftStore.getState().batch(() => {
      setId('b');
      setId('c');
    });
    setId('d');
    useDraftStore.getState().undo();
    expect(idOf()).toBe('c');
    useDraftStore.getState().undo();
    expect(idOf()).toBe('a');
  });

  it(`keeps the last ${UNDO_LIMIT} steps`, () => {
    for (let n = 0; n < UNDO_LIMIT + 5; n += 1) setId(`v${n}`);
    expect(useDraftStore.getState().past).toHaveLength(UNDO_LIMIT);
  });
});
