import { describe, expect, it } from 'vitest';
import { createLikeIndexCache, LIKE_INDEX_TTL_MS } from './media-board-recommendations.cache';
import type { CountedLike } from './media-board-recommendations.engine';

const live = { architectureId: 'expo', mode: 'LIVE', mediaBoardId: 'talks' } as const;

/** A board's likes that counts its reads and can be told to fail once. */
function board(likes: CountedLike[]) {
  const state = { reads: 0, fail: false };
  return {
    state,
    repository: {
      async boardLikes(key: { mode: string }) {
        state.reads += 1;
        if (state.fail) {
          state.fail = false;
          throw new Error('database gone');
        }
        return key.mode === 'LIVE' ? likes : [];
      },
    },
  };
}

describe('the like index cache', () => {
  it('reads a board once for concurrent askers and again after the TTL', async () => {
    let time = 0;
    const { state, repository } = board([{ authorId: 'ann', contentPieceId: 'a' }]);
    const cache = createLikeIndexCache(repository, () => time);
    const [first, second] = await Promise.all([cache.of(live), cache.of(live)]);
    expect(state.reads).toBe(1);
    expect(first).toBe(second);
    expect([...first.byUser.get('ann')!]).toEqual(['a']);
    time += LIKE_INDEX_TTL_MS - 1;
    await cache.of(live);
    expect(state.reads).toBe(1);
    time += 1;
    await cache.of(live);
    expect(state.reads).toBe(2);
  });

  it('keeps stage and live apart and does not keep a failed read', async () => {
    const { state, repository } = board([{ authorId: 'ann', contentPieceId: 'a' }]);
    const cache = createLikeIndexCache(repository, () => 0);
    expect((await cache.of({ ...live, mode: 'STAGE' })).byUser.size).toBe(0);
    state.fail = true;
    await expect(cache.of(live)).rejects.toThrow('database gone');
    expect((await cache.of(live)).byUser.size).toBe(1);
    expect(state.reads).toBe(3);
  });
});
