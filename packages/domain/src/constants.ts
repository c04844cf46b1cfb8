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
/** Spec §7, §9: the optional Matomo-compatible tracker. */
export const ANALYTICS_TRACKER = {
  siteId: 1,
  heartbeatSeconds: 15,
  /** Script load: up to 10 attempts, waiting 1 s, 2 s, 3 s, … between them. */
  scriptLoadAttempts: 10,
  scriptLoadFirstDelayMs: 1000,
  /** An event that finds no tracker yet is tried again after 2 s, 4 s, 8 s, … (10 attempts in all). */
  eventAttempts: 10,
  eventFirstDelayMs: 2000,
  /** How often the loaded script is asked for its tracker. */
  pollIntervalMs: 100,
} as const;
