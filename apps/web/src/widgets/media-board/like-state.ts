import type { LikeResult, MediaBoardCount, MediaBoardLikes } from '@atrium/domain';

/**
 * A board's likes as the viewer sees them: the counts and own likes the server last said, and the
 * toggles sent but not yet answered (shown at once, optimistically). The server's answer to a
 * toggle and the counts it pushes are the truth; a failed toggle falls back to them.
 */
export type LikeState = {
  counts: Readonly<Record<string, number>>;
  liked: ReadonlySet<string>;
  /** Piece id → the state the viewer asked for, while the server has not confirmed it. */
  wanted: Readonly<Record<string, boolean>>;
};

export const emptyLikeState: LikeState = { counts: {}, liked: new Set(), wanted: {} };

/** A full snapshot (the likes call or the watch acknowledgement). */
export function applySnapshot(state: LikeState, likes: MediaBoardLikes): LikeState {
  return { ...state, counts: { ...likes.counts }, liked: new Set(likes.liked) };
}

/** A count pushed because someone liked or unliked. */
export function applyCount(state: LikeState, count: MediaBoardCount): LikeState {
  if (state.counts[count.contentPieceId] === count.likes) return state;
  return { ...state, counts: { ...state.counts, [count.contentPieceId]: count.likes } };
}

export function applyWish(state: LikeState, pieceId: string, liked: boolean): LikeState {
  return { ...state, wanted: { ...state.wanted, [pieceId]: liked } };
}

/** The server's answer to a like or an unlike. The wish stays while it asks for something else. */
export function applyResult(state: LikeState, result: LikeResult): LikeState {
  const liked = new Set(state.liked);
  if (result.liked) liked.add(result.contentPieceId);
  else liked.delete(result.contentPieceId);
  const wanted = { ...state.wanted };
  if (wanted[result.contentPieceId] === result.liked) delete wanted[result.contentPieceId];
  return { counts: { ...state.counts, [result.contentPieceId]: result.likes }, liked, wanted };
}

export function dropWish(state: LikeState, pieceId: string): LikeState {
  const wanted = { ...state.wanted };
  delete wanted[pieceId];
  return { ...state, wanted };
}

/** What a card shows: liked or not, and the count with the viewer's unconfirmed toggle in it. */
export function shownLike(state: LikeState, pieceId: string): { liked: boolean; count: number } {
  const confirmed = state.liked.has(pieceId);
  const count = state.counts[pieceId] ?? 0;
  const wanted = state.wanted[pieceId];
  if (wanted === undefined || wanted === confirmed) return { liked: confirmed, count };
  return { liked: wanted, count: Math.max(0, count + (wanted ? 1 : -1)) };
}

/** The counts with every unconfirmed toggle in them (top rated orders by what is shown). */
export function shownCounts(state: LikeState): Record<string, number> {
  const counts: Record<string, number> = { ...state.counts };
  for (const pieceId of Object.keys(state.wanted)) counts[pieceId] = shownLike(state, pieceId).count;
  return counts;
}
