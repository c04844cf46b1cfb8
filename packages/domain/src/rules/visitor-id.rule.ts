/** Where the browser keeps its analytics visitor id (spec §9). */
export const VISITOR_ID_STORAGE_KEY = 'tracking:visitor-id';

/** A visitor id: 16 hex digits as the tracker makes them, or a UUID. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/**
 * Whether a value is a visitor id. Kept apart from the zod schemas so that the login page can
 * check the stored id without loading them.
 */
export const isVisitorId = (value: string): boolean => VISITOR_ID_PATTERN.test(value);
