import { describe, expect, it } from 'vitest';
import {
  applyCount,
  applyResult,
  applySnapshot,
  applyWish,
  dropWish,
  emptyLikeState,
  shownCounts,
  shownLike,
} from './like-state';

const board = 'talks';
const snapshot = applySnapshot(emptyLikeState, { mediaBoardId: board, counts: { a: 3, b: 1 }, liked: ['b'] });
const result = (contentPieceId: string, likes: number, liked: boolean) => ({
  mediaBoardId: board,
  contentPieceId,
  likes,
  liked,
});

describe('like state', () => {
  it('shows the snapshot', () => {
    expect(shownLike(snapshot, 'a')).toEqual({ liked: false, count: 3 });
    expect(shownLike(snapshot, 'b')).toEqual({ liked: true, count: 1 });
    expect(shownLike(snapshot, 'unknown')).toEqual({ liked: false, count: 0 });
  });

  it('shows a like at once and then what the server answered', () => {
    const wished = applyWish(snapshot, 'a', true);
    expect(shownLike(wished, 'a')).toEqual({ liked: true, count: 4 });
    // Someone else liked meanwhile: the server counts both.
    const answered = applyResult(wished, result('a', 5, true));
    expect(shownLike(answered, 'a')).toEqual({ liked: true, count: 5 });
    expect(answered.wanted).toEqual({});
  });

  it('keeps a newer wish while the answer to an older one comes', () => {
    const twice = applyWish(applyWish(snapshot, 'a', true), 'a', false);
    const first = applyResult(twice, result('a', 4, true));
    expect(first.wanted).toEqual({ a: false });
    expect(shownLike(first, 'a')).toEqual({ liked: false, count: 3 });
  });

  it('falls back to the server state when a toggle fails', () => {
    const failed = dropWish(applyWish(snapshot, 'b', false), 'b');
    expect(shownLike(failed, 'b')).toEqual({ liked: true, count: 1 });
  });

  it('takes pushed counts, with an unconfirmed toggle on top', () => {
    const pushed = applyCount(applyWish(snapshot, 'a', true), {
      mediaBoardId: board,
      contentPieceId: 'a',
      likes: 7,
    });
    expect(shownLike(pushed, 'a')).toEqual({ liked: true, count: 8 });
    expect(shownCounts(pushed)).toEqual({ a: 8, b: 1 });
    expect(applyCount(snapshot, { mediaBoardId: board, contentPieceId: 'b', likes: 1 })).toBe(snapshot);
  });

  it('never shows a negative count', () => {
    expect(shownLike(applyWish(emptyLikeState, 'x', false), 'x').count).toBe(0);
    const stale = applyWish(
      applySnapshot(emptyLikeState, { mediaBoardId: board, counts: {}, liked: ['x'] }),
      'x',
      false,
    );
    expect(shownLike(stale, 'x')).toEqual({ liked: false, count: 0 });
  });
});
