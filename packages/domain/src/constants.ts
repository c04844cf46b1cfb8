export const SERVER_TIME_TICK_MS = 10_000;
export const VERSION_POLL_INTERVAL_MS = 120_000;
export const TOKEN_REFRESH_INTERVAL_MS = 900_000;
export const APP_VERSION = '2.0.0';
export const LOGIN_LOCKOUT = { attempts: 6, minutes: 2 } as const;
/** Login text fields must stay under this many characters. */
export const LOGIN_TEXT_MAX_LENGTH = 128;
export const REGISTRATION_NUMBER_MAX = 2_147_483_647;
/** publishedVersion of a venue that is not published. */
export const UNPUBLISHED_VERSION = -1;
