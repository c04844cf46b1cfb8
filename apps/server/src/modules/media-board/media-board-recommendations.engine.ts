import type { RecommendationReason } from '@atrium/domain';

/**
 * The recommendation algorithm, pure (no I/O): the server feeds it a board's pieces and the
 * likes that count (those without a comment id), and `bench/recommendations` measures it
 * offline. Only type imports here, so that node runs this file as it is.
 *
 * A piece's score for a user is the sum of four parts, each in [0, 1] before its weight:
 * 1. similar attendees: item-to-item similarity of likes. For each piece i the user liked and
 *    each candidate j, co(i, j) = how many attendees liked both; the similarity is
 *    co(i, j) / (n_i^α · n_j^(1−α)) (n = a piece's likes; α = ½ is the cosine), and each
 *    attendee's share is damped by 1 / |their likes|^β, so that someone who likes everything
 *    says little. Summed over the liked pieces, divided by the best candidate's sum.
 * 2. similar tags: the cosine of the user's tags (those of the liked pieces, weighted by their
 *    rarity on the board) and the candidate's tags.
 * 3. profile: the words of the user's public company and job title found in the candidate's
 *    tags (full weight) or title, description and speakers (half), weighted by rarity; its
 *    weight shrinks as the user's own likes grow (1 / (1 + likes)).
 * 4. popularity: the candidate's likes over the board's most liked piece's.
 * Pieces the user liked are never candidates. Equal scores are ordered by likes, then by id.
 */

/** A piece as the engine sees it: its id, tags and texts (title, description, speakers). */
export type RecommendablePiece = { id: string; tags: readonly string[]; texts: readonly string[] };

/** A like that counts for a piece (no comment id): who liked which piece. */
export type CountedLike = { authorId: string; contentPieceId: string };

/** The likes of a board, both ways round. */
export type LikeIndex = {
  byUser: ReadonlyMap<string, ReadonlySet<string>>;
  byPiece: ReadonlyMap<string, ReadonlySet<string>>;
};

/** The public words of a profile (never private fields). */
export type ProfileWords = { company?: string; title?: string };

export type RecommendationRequest = {
  userId: string;
  limit: number;
  /** The user's liked pieces when the index may be older than them; else the index's. */
  liked?: ReadonlySet<string>;
  profile?: ProfileWords;
};

export type Recommendation = { contentPieceId: string; score: number; reason: RecommendationReason };

/** The weights and exponents; the defaults are those the bench measured best (README). */
export type RecommendationTuning = {
  /** α of n_i^α · n_j^(1−α): ½ is the cosine, 1 is P(j | i), 0 favours rare candidates. */
  itemDamping: number;
  /** β of 1 / |likes of the attendee|^β. */
  userDamping: number;
  tagWeight: number;
  profileWeight: number;
  popularityWeight: number;
};

export const defaultTuning: RecommendationTuning = {
  itemDamping: 0.5,
  userDamping: 0.5,
  tagWeight: 0.3,
  profileWeight: 0.2,
  popularityWeight: 0.1,
};

/** Words too common to say anything about a taste, in the venue's main languages. */
const stopWords = new Set(
  (
    'a an and as at be by de des del der di die das du el en et for from im in is la las le les los of on ' +
    'or the to und un une with zu fur pour avec con per por sur'
  ).split(' '),
);

/** Lower-case words of a text (letters and digits, accents kept apart), without stop words. */
export function wordsOf(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).filter((word) => word.length >= 2 && !stopWords.has(word));
}

const normalisedTag = (tag: string) => tag.normalize('NFKC').trim().toLowerCase();

export function indexLikes(likes: Iterable<CountedLike>): LikeIndex {
  const byUser = new Map<string, Set<string>>();
  const byPiece = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key);
    if (set) set.add(value);
    else map.set(key, new Set([value]));
  };
  for (const { authorId, contentPieceId } of likes) {
    add(byUser, authorId, contentPieceId);
    add(byPiece, contentPieceId, authorId);
  }
  return { byUser, byPiece };
}

/** Each value over the largest (all 0 when none is positive). */
function scaled(values: Map<string, number>): Map<string, number> {
  let max = 0;
  for (const value of values.values()) max = Math.max(max, value);
  if (max <= 0) return new Map();
  return new Map([...values].map(([key, value]) => [key, value / max]));
}

/** Part 1: item-to-item similarity of the candidates to the liked pieces. */
function similarAttendees(
  index: LikeIndex,
  userId: string,
  liked: ReadonlySet<string>,
  tuning: RecommendationTuning,
): Map<string, number> {
  const likesOf = (pieceId: string) => index.byPiece.get(pieceId)?.size ?? 0;
  // w(v) = Σ over pieces i both liked of n_i^−α, times the attendee's damping.
  const weights = new Map<string, number>();
  for (const pieceId of liked) {
    const share = likesOf(pieceId) ** -tuning.itemDamping;
    for (const other of index.byPiece.get(pieceId) ?? []) {
      if (other !== userId) weights.set(other, (weights.get(other) ?? 0) + share);
    }
  }
  const sums = new Map<string, number>();
  for (const [other, weight] of weights) {
    const theirs = index.byUser.get(other)!;
    const damped = weight * theirs.size ** -tuning.userDamping;
    for (const pieceId of theirs) {
      if (!liked.has(pieceId)) sums.set(pieceId, (sums.get(pieceId) ?? 0) + damped);
    }
  }
  for (const [pieceId, sum] of sums) sums.set(pieceId, sum * likesOf(pieceId) ** (tuning.itemDamping - 1));
  return scaled(sums);
}

/** How rare each key is among the pieces: log(1 + pieces / pieces having it). */
function rarity(keysOfPieces: readonly ReadonlySet<string>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const keys of keysOfPieces) for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return new Map([...counts].map(([key, count]) => [key, Math.log(1 + keysOfPieces.length / count)]));
}

/** What the engine derives from a board's pieces alone: worked out once per venue version. */
export type PreparedBoard = {
  ids: readonly string[];
  tagsOf: ReadonlyMap<string, ReadonlySet<string>>;
  tagRarity: ReadonlyMap<string, number>;
  /** Each piece's tags' rarity-weighted length (the cosine's denominator). */
  tagNorm: ReadonlyMap<string, number>;
  wordsOf: ReadonlyMap<string, { tagWords: ReadonlySet<string>; textWords: ReadonlySet<string> }>;
  wordRarity: ReadonlyMap<string, number>;
};

export function prepareBoard(pieces: readonly RecommendablePiece[]): PreparedBoard {
  const tagsOf = new Map(pieces.map((piece) => [piece.id, new Set(piece.tags.map(normalisedTag))]));
  const tagRarity = rarity([...tagsOf.values()]);
  const tagNorm = new Map(
    [...tagsOf].map(([id, tags]) => [id, Math.hypot(...[...tags].map((tag) => tagRarity.get(tag)!))]),
  );
  const words = new Map(
    pieces.map((piece) => [
      piece.id,
      { tagWords: new Set(piece.tags.flatMap(wordsOf)), textWords: new Set(piece.texts.flatMap(wordsOf)) },
    ]),
  );
  const wordRarity = rarity(
    [...words.values()].map(({ tagWords, textWords }) => new Set([...tagWords, ...textWords])),
  );
  return { ids: pieces.map((piece) => piece.id), tagsOf, tagRarity, tagNorm, wordsOf: words, wordRarity };
}

/** Part 2: cosine of the liked pieces' tags and each candidate's, rarity-weighted. */
function similarTags(
  board: PreparedBoard,
  liked: ReadonlySet<string>,
  candidates: readonly string[],
): Map<string, number> {
  const taste = new Map<string, number>();
  for (const pieceId of liked) {
    for (const tag of board.tagsOf.get(pieceId) ?? []) {
      taste.set(tag, (taste.get(tag) ?? 0) + board.tagRarity.get(tag)!);
    }
  }
  if (taste.size === 0) return new Map();
  const norm = Math.hypot(...taste.values());
  const result = new Map<string, number>();
  for (const pieceId of candidates) {
    let dot = 0;
    for (const tag of board.tagsOf.get(pieceId)!) dot += (taste.get(tag) ?? 0) * board.tagRarity.get(tag)!;
    if (dot > 0) result.set(pieceId, dot / (norm * board.tagNorm.get(pieceId)!));
  }
  return result;
}

/** Part 3: the profile's words in each candidate's tags (1) or texts (½), rarity-weighted. */
function profileMatches(
  board: PreparedBoard,
  candidates: readonly string[],
  profile: ProfileWords | undefined,
): Map<string, number> {
  const wanted = new Set(wordsOf(`${profile?.company ?? ''} ${profile?.title ?? ''}`).slice(0, 32));
  if (wanted.size === 0) return new Map();
  const matches = new Map<string, number>();
  for (const pieceId of candidates) {
    const { tagWords, textWords } = board.wordsOf.get(pieceId)!;
    let sum = 0;
    for (const word of wanted) {
      if (tagWords.has(word)) sum += board.wordRarity.get(word)!;
      else if (textWords.has(word)) sum += board.wordRarity.get(word)! / 2;
    }
    if (sum > 0) matches.set(pieceId, sum);
  }
  return scaled(matches);
}

const reasons: readonly RecommendationReason[] = ['similar-attendees', 'similar-tags', 'profile', 'popular'];

/** A score rounded so that sums added up in another order still tie. */
const rounded = (score: number) => Math.round(score * 1e9) / 1e9;

/** The user's recommended pieces of a board, best first, at most `limit`, none the user liked. */
export function recommend(
  board: PreparedBoard,
  index: LikeIndex,
  request: RecommendationRequest,
  tuning: RecommendationTuning = defaultTuning,
): Recommendation[] {
  const liked = request.liked ?? index.byUser.get(request.userId) ?? new Set<string>();
  const candidates = board.ids.filter((id) => !liked.has(id));
  if (request.limit < 1 || candidates.length === 0) return [];

  const likesOf = (pieceId: string) => index.byPiece.get(pieceId)?.size ?? 0;
  const mostLikes = board.ids.reduce((most, id) => Math.max(most, likesOf(id)), 1);
  const attendees = similarAttendees(index, request.userId, liked, tuning);
  const tags = similarTags(board, liked, candidates);
  const profile = profileMatches(board, candidates, request.profile);
  const profileWeight = tuning.profileWeight / (1 + liked.size);

  const scored = candidates.map((contentPieceId) => {
    const parts = [
      attendees.get(contentPieceId) ?? 0,
      tuning.tagWeight * (tags.get(contentPieceId) ?? 0),
      profileWeight * (profile.get(contentPieceId) ?? 0),
      tuning.popularityWeight * (likesOf(contentPieceId) / mostLikes),
    ];
    const strongest = parts.indexOf(Math.max(...parts));
    return {
      contentPieceId,
      score: rounded(parts.reduce((sum, part) => sum + part, 0)),
      // With no evidence at all (nobody liked anything yet) a piece is simply on the board.
      reason: reasons[parts[strongest]! > 0 ? strongest : 3]!,
      likes: likesOf(contentPieceId),
    };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.likes - a.likes ||
      (a.contentPieceId < b.contentPieceId ? -1 : a.contentPieceId > b.contentPieceId ? 1 : 0),
  );
  return scored.slice(0, request.limit).map(({ contentPieceId, score, reason }) => ({
    contentPieceId,
    score,
    reason,
  }));
}
