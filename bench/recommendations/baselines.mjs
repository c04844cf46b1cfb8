// The methods the chosen algorithm is measured against; each answers piece ids, best first.

const byScoreThenId = (scores) =>
  [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);

/** The board's most liked pieces the user has not liked. */
export function popularity(pieces, index) {
  const ranked = byScoreThenId(pieces.map((piece) => [piece.id, index.byPiece.get(piece.id)?.size ?? 0]));
  return (userId, limit) => {
    const liked = index.byUser.get(userId) ?? new Set();
    return ranked.filter((id) => !liked.has(id)).slice(0, limit);
  };
}

/** Raw item-to-item co-occurrence: Σ over liked i of how many attendees liked both i and j. */
export function rawCooccurrence(pieces, index) {
  const onBoard = new Set(pieces.map((piece) => piece.id));
  const fallback = popularity(pieces, index);
  return (userId, limit) => {
    const liked = index.byUser.get(userId) ?? new Set();
    const scores = new Map();
    for (const pieceId of liked) {
      for (const other of index.byPiece.get(pieceId) ?? []) {
        if (other === userId) continue;
        for (const candidate of index.byUser.get(other)) {
          if (!liked.has(candidate) && onBoard.has(candidate)) {
            scores.set(candidate, (scores.get(candidate) ?? 0) + 1);
          }
        }
      }
    }
    return fill(byScoreThenId(scores), fallback(userId, limit), limit);
  };
}

/** User-kNN: the k attendees whose likes are the most cosine-similar vote with that similarity. */
export function userKnn(pieces, index, k) {
  const onBoard = new Set(pieces.map((piece) => piece.id));
  const fallback = popularity(pieces, index);
  return (userId, limit) => {
    const liked = index.byUser.get(userId) ?? new Set();
    const overlap = new Map();
    for (const pieceId of liked) {
      for (const other of index.byPiece.get(pieceId) ?? []) {
        if (other !== userId) overlap.set(other, (overlap.get(other) ?? 0) + 1);
      }
    }
    const neighbours = [...overlap]
      .map(([other, shared]) => [other, shared / Math.sqrt(liked.size * index.byUser.get(other).size)])
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, k);
    const scores = new Map();
    for (const [other, similarity] of neighbours) {
      for (const candidate of index.byUser.get(other)) {
        if (!liked.has(candidate) && onBoard.has(candidate)) {
          scores.set(candidate, (scores.get(candidate) ?? 0) + similarity);
        }
      }
    }
    return fill(byScoreThenId(scores), fallback(userId, limit), limit);
  };
}

/** The first ids, then others not among them, up to `limit`. */
function fill(first, then, limit) {
  const seen = new Set(first.slice(0, limit));
  return [...seen, ...then.filter((id) => !seen.has(id))].slice(0, limit);
}
