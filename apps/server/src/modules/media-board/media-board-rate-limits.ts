import type { RatePolicy } from '../rate-limit/rate-limit.types';

/**
 * Likes and unlikes one user may make per node (all their tabs together): someone going down a
 * board liking and taking back likes fits several times over; a script does not.
 */
export const LIKE_POLICY: RatePolicy = { limit: 60, windowMs: 10_000 };

/** Boards one connection may watch at once. */
export const MAX_WATCHED_BOARDS = 20;
