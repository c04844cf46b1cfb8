import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainEvents } from '../../events/event-bus';
import { COUNTS_WINDOW_MS, createCountChangesThrottle } from './media-board-changes.throttle';
import { COUNTS_STEP_MS, createCountsPusher, WATCHERS_PER_STEP } from './media-board-counts.pusher';

type Changed = DomainEvents['media_board.counts.changed'];
const piece = (contentPieceId: string, mediaBoardId = 'talks') =>
  ({ architectureId: 'example-expo', mode: 'LIVE', mediaBoardId, contentPieceId }) as const;

describe('announcing count changes', () => {
  let announced: Changed[];
  let throttle: ReturnType<typeof createCountChangesThrottle>;
  beforeEach(() => {
    vi.useFakeTimers();
    announced = [];
    throttle = createCountChangesThrottle({ emit: (_name, payload) => announced.push(payload as Changed) });
  });
  afterEach(() => {
    throttle.close();
    vi.useRealTimers();
  });

  it('announces the first change at once and the rest of a burst once per window, per board', () => {
    throttle.changed(piece('a'));
    expect(announced.map((event) => event.contentPieceIds)).toEqual([['a']]);
    for (let i = 0; i < 1000; i++) throttle.changed(piece(i % 2 ? 'a' : 'b'));
    throttle.changed(piece('x', 'other-board'));
    expect(announced).toHaveLength(2);
    vi.advanceTimersByTime(COUNTS_WINDOW_MS);
    expect(announced.slice(2).map((event) => event.contentPieceIds)).toEqual([['b', 'a']]);
    vi.advanceTimersByTime(COUNTS_WINDOW_MS * 3);
    expect(announced).toHaveLength(3);
    throttle.changed(piece('c'));
    expect(announced.at(-1)).toEqual({ ...piece('c'), contentPieceId: undefined, contentPieceIds: ['c'] });
  });

  it('announces what waits when closed', () => {
    throttle.changed(piece('a'));
    throttle.changed(piece('b'));
    throttle.close();
    expect(announced.map((event) => event.contentPieceIds)).toEqual([['a'], ['b']]);
  });
});

describe('pushing counts to watchers', () => {
  it('reads the counts after the announcement, one read at a time per board, and only for watched boards', async () => {
    const reads: string[][] = [];
    let release: () => void = () => {};
    let stored = 1;
    const pusher = createCountsPusher({
      counts: async (_key, pieces) => {
        reads.push([...pieces]);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new Map(pieces.map((id) => [id, stored]));
      },
      onError: (error) => {
        throw error;
      },
    });
    const emitted: string[] = [];
    let watched = false;
    pusher.attach({
      watchers: () => (watched ? 1 : 0),
      emit: (_room, counts) =>
        emitted.push(...counts.map((count) => `${count.contentPieceId}=${count.likes}`)),
    });
    const event = (ids: string[]) => ({ ...piece(''), contentPieceIds: ids });

    pusher.changed(event(['a']));
    expect(reads).toEqual([]);
    watched = true;
    pusher.changed(event(['a']));
    pusher.changed(event(['b']));
    expect(reads).toEqual([['a']]);
    stored = 2;
    release();
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    expect(reads[1]).toEqual(['b']);
    release();
    await vi.waitFor(() => expect(emitted).toEqual(['a=2', 'b=2']));
  });

  it('pushes a crowded board at most once per its interval, with every piece changed meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const reads: string[][] = [];
      const pusher = createCountsPusher({
        counts: async (_key, pieces) => {
          reads.push([...pieces]);
          return new Map();
        },
        onError: (error) => {
          throw error;
        },
        now: () => Date.now(),
      });
      pusher.attach({ watchers: () => WATCHERS_PER_STEP * 4, emit: () => {} });
      const event = (ids: string[]) => ({ ...piece(''), contentPieceIds: ids });
      pusher.changed(event(['a']));
      await vi.advanceTimersByTimeAsync(0);
      pusher.changed(event(['b']));
      pusher.changed(event(['c']));
      await vi.advanceTimersByTimeAsync(4 * COUNTS_STEP_MS - 1);
      expect(reads).toEqual([['a']]);
      await vi.advanceTimersByTimeAsync(1);
      expect(reads).toEqual([['a'], ['b', 'c']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
