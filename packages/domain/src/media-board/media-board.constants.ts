/** Spec §9 "Likes query limit": at most this many of one's own likes are listed. */
export const LIKES_QUERY_LIMIT = 10_000_000;

/** The most recommendations one call answers, and how many when `limit` is not given. */
export const RECOMMENDATIONS_MAX = 50;
export const RECOMMENDATIONS_DEFAULT = 10;

/** The longest id a like names (piece, board, comment, author). */
export const LIKE_ID_MAX_LENGTH = 200;
