import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CountedLike,
  indexLikes,
  prepareBoard,
  type RecommendablePiece,
  recommend,
  wordsOf,
} from './media-board-recommendations.engine';

const piece = (id: string, tags: string[] = [], texts: string[] = []): RecommendablePiece => ({
  id,
  tags,
  texts,
});
/** `count` attendees named `prefix-n` who each like all of `pieceIds`. */
const crowd = (prefix: string, count: number, pieceIds: string[]): CountedLike[] =>
  Array.from({ length: count }, (_, n) =>
    pieceIds.map((contentPieceId) => ({ authorId: `${prefix}-${n}`, contentPieceId })),
  ).flat();
const ids = (recommendations: { contentPieceId: string }[]) => recommendations.map((r) => r.contentPieceId);

describe('media board recommendations', () => {
  const board = prepareBoard(['a', 'b', 'c', 'd', 'popular'].map((id) => piece(id)));

  it('ranks what attendees with the same likes liked above what is merely popular', () => {
    const likes = [
      ...crowd('fan', 3, ['a', 'c']),
      ...crowd('crowd', 20, ['popular']),
      ...crowd('other', 2, ['b', 'd']),
      { authorId: 'me', contentPieceId: 'a' },
    ];
    const result = recommend(board, indexLikes(likes), { userId: 'me', limit: 3 });
    expect(result[0]).toMatchObject({ contentPieceId: 'c', reason: 'similar-attendees' });
    expect(result[1]).toMatchObject({ contentPieceId: 'popular', reason: 'popular' });
    expect(result[0]!.score).toBeGreaterThan(result[1]!.score);
  });

  it('never recommends a piece the user liked, and answers at most the limit, best first', () => {
    const pieces = Array.from({ length: 12 }, (_, n) => piece(`p${n}`, [`t${n % 3}`]));
    const prepared = prepareBoard(pieces);
    const like = fc.record({
      authorId: fc.constantFrom('me', 'u1', 'u2', 'u3'),
      contentPieceId: fc.constantFrom(...pieces.map((p) => p.id)),
    });
    fc.assert(
      fc.property(fc.array(like, { maxLength: 40 }), fc.integer({ min: 0, max: 15 }), (likes, limit) => {
        const result = recommend(prepared, indexLikes(likes), { userId: 'me', limit });
        const liked = new Set(likes.filter((l) => l.authorId === 'me').map((l) => l.contentPieceId));
        expect(ids(result).filter((id) => liked.has(id))).toEqual([]);
        expect(result).toHaveLength(Math.min(limit, 12 - liked.size));
        expect(new Set(ids(result)).size).toBe(result.length);
        const scores = result.map((r) => r.score);
        expect(scores).toEqual([...scores].sort((x, y) => y - x));
      }),
    );
  });

  it('answers nothing for a limit under one, an empty board, or a user who liked everything', () => {
    const likes = indexLikes(crowd('me', 1, ['a', 'b', 'c', 'd', 'popular']));
    expect(recommend(board, likes, { userId: 'other', limit: 0 })).toEqual([]);
    expect(recommend(prepareBoard([]), likes, { userId: 'other', limit: 10 })).toEqual([]);
    expect(recommend(board, likes, { userId: 'me-0', limit: 10 })).toEqual([]);
  });

  it("recommends pieces sharing the liked pieces' tags when no attendee's likes overlap", () => {
    const tagged = prepareBoard([
      piece('liked', ['Climate', 'energy']),
      piece('same-topic', ['climate']),
      piece('popular', ['sales']),
      piece('unrelated', ['finance']),
    ]);
    const likes = [{ authorId: 'me', contentPieceId: 'liked' }, ...crowd('crowd', 9, ['popular'])];
    const result = recommend(tagged, indexLikes(likes), { userId: 'me', limit: 3 });
    expect(ids(result)).toEqual(['same-topic', 'popular', 'unrelated']);
    expect(result.map((r) => r.reason)).toEqual(['similar-tags', 'popular', 'popular']);
  });

  it('starts a user without likes on the pieces matching their profile, then the most liked', () => {
    const pieces = prepareBoard([
      piece('keynote', ['leadership'], ['Opening keynote']),
      piece('zero-trust', ['Security'], ['Zero trust in practice']),
      piece('talk', ['sales'], ['Selling to hospitals, with Acme Health']),
      piece('quiet', ['finance']),
    ]);
    const likes = indexLikes([...crowd('crowd', 5, ['keynote']), ...crowd('few', 2, ['quiet'])]);
    const result = recommend(pieces, likes, {
      userId: 'newcomer',
      limit: 4,
      profile: { company: 'Acme', title: 'Head of Security' },
    });
    // A word in the tags counts fully and comes first; one in a text counts half, as much as being
    // the most liked piece: the tie goes to the piece with more likes.
    expect(ids(result)).toEqual(['zero-trust', 'keynote', 'talk', 'quiet']);
    expect(result.map((r) => r.reason)).toEqual(['profile', 'popular', 'profile', 'popular']);
    expect(result[1]!.score).toBe(result[2]!.score);
    // Without a profile: popularity alone, and pieces nobody liked by id.
    expect(ids(recommend(pieces, likes, { userId: 'newcomer', limit: 4 }))).toEqual([
      'keynote',
      'quiet',
      'talk',
      'zero-trust',
    ]);
  });

  it('orders ties the same way whatever order the likes come in', () => {
    const pieces = prepareBoard(['e', 'c', 'a', 'd', 'b', 'f'].map((id) => piece(id, ['same'])));
    const likes = [
      ...crowd('x', 3, ['a', 'b', 'c']),
      ...crowd('y', 3, ['a', 'd', 'e']),
      ...crowd('me', 1, ['a']),
    ];
    const request = { userId: 'me-0', limit: 6 };
    const forwards = recommend(pieces, indexLikes(likes), request);
    expect(ids(forwards)).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(recommend(pieces, indexLikes([...likes].reverse()), request)).toEqual(forwards);
    expect(ids(recommend(pieces, indexLikes([]), request))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('gives an attendee who likes everything less say than one with a few likes', () => {
    const pieces = prepareBoard(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => piece(id)));
    const likes = [
      ...crowd('everything', 1, ['a', 'b', 'c', 'd', 'e', 'f', 'g']),
      ...crowd('focused', 1, ['a', 'h']),
      { authorId: 'g-fan', contentPieceId: 'g' },
      { authorId: 'h-fan', contentPieceId: 'h' },
      { authorId: 'me', contentPieceId: 'a' },
    ];
    expect(ids(recommend(pieces, indexLikes(likes), { userId: 'me', limit: 1 }))).toEqual(['h']);
  });
});

describe('profile and text words', () => {
  it('folds case and accents and drops stop words and single letters', () => {
    expect(wordsOf('Head of Sécurité & AI/ML für Kubernetes, a B2B')).toEqual([
      'head',
      'securite',
      'ai',
      'ml',
      'kubernetes',
      'b2b',
    ]);
    expect(wordsOf('')).toEqual([]);
  });
});
