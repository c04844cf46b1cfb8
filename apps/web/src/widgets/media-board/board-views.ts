import type { ContentPiece, Recommendations } from '@atrium/domain';

/** The overview's views (spec §2.8). */
export const boardViews = ['recommended', 'topRated', 'nextLive', 'nowLive'] as const;
export type BoardView = (typeof boardViews)[number];

/** Where a piece's live discussion stands at `now` (spec §4): none, scheduled, running or over. */
export type LiveState = 'none' | 'scheduled' | 'live' | 'ended';

export function liveState(piece: Pick<ContentPiece, 'liveDiscussion'>, now: Date): LiveState {
  const live = piece.liveDiscussion;
  if (!live) return 'none';
  const at = now.getTime();
  if (at < Date.parse(live.begin)) return 'scheduled';
  return at < Date.parse(live.end) ? 'live' : 'ended';
}

type ByTitle = (a: ContentPiece, b: ContentPiece) => number;

/** Most liked first; equal counts by title in the attendee's language. */
export function topRated(
  pieces: readonly ContentPiece[],
  counts: Readonly<Record<string, number>>,
  byTitle: ByTitle,
): ContentPiece[] {
  return [...pieces].sort((a, b) => (counts[b.id] ?? 0) - (counts[a.id] ?? 0) || byTitle(a, b));
}

const beginOf = (piece: ContentPiece) => Date.parse(piece.liveDiscussion?.begin ?? '');
const endOf = (piece: ContentPiece) => Date.parse(piece.liveDiscussion?.end ?? '');

/** Live discussions still to come, the soonest first. */
export function nextLive(pieces: readonly ContentPiece[], now: Date, byTitle: ByTitle): ContentPiece[] {
  return pieces
    .filter((piece) => liveState(piece, now) === 'scheduled')
    .sort((a, b) => beginOf(a) - beginOf(b) || byTitle(a, b));
}

/** Live discussions running now (begin ≤ now < end), the one ending first on top. */
export function nowLive(pieces: readonly ContentPiece[], now: Date, byTitle: ByTitle): ContentPiece[] {
  return pieces
    .filter((piece) => liveState(piece, now) === 'live')
    .sort((a, b) => endOf(a) - endOf(b) || byTitle(a, b));
}

/** The recommended pieces in the server's order, leaving out ids the board no longer has. */
export function recommendedPieces(
  pieces: readonly ContentPiece[],
  recommendations: Recommendations,
): ContentPiece[] {
  const byId = new Map(pieces.map((piece) => [piece.id, piece]));
  const seen = new Set<string>();
  return recommendations.flatMap(({ contentPieceId }) => {
    const piece = byId.get(contentPieceId);
    if (!piece || seen.has(contentPieceId)) return [];
    seen.add(contentPieceId);
    return [piece];
  });
}
