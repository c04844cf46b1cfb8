export const SERVER_TIME_TICK_MS = 10_000;
export const VERSION_POLL_INTERVAL_MS = 120_000;
export const TOKEN_REFRESH_INTERVAL_MS = 900_000;
export const APP_VERSION = '2.0.0';
export const LOGIN_LOCKOUT = { attempts: 6, minutes: 2 } as const;
/** A new password must have at least this many characters … */
export const PASSWORD_MIN_LENGTH = 8;
/** … and at most this many. */
export const PASSWORD_MAX_LENGTH = 128;
/** How long the link of a password-reset mail works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Login text fields must stay under this many characters. */
export const LOGIN_TEXT_MAX_LENGTH = 128;
export const REGISTRATION_NUMBER_MAX = 2_147_483_647;
/** publishedVersion of a venue that is not published. */
export const UNPUBLISHED_VERSION = -1;
