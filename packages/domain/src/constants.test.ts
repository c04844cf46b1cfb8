import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  LOGIN_LOCKOUT,
  LOGIN_TEXT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_MINUTES,
  REGISTRATION_NUMBER_MAX,
  SERVER_TIME_TICK_MS,
  TOKEN_REFRESH_INTERVAL_MS,
  UNPUBLISHED_VERSION,
  VERSION_POLL_INTERVAL_MS,
} from './constants';

describe('business constants of spec §9', () => {
  it('have the specified values', () => {
    expect(SERVER_TIME_TICK_MS).toBe(10000);
    expect(VERSION_POLL_INTERVAL_MS).toBe(120000);
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(15 * 60 * 1000);
    expect(APP_VERSION).toBe('2.0.0');
    expect(LOGIN_LOCKOUT).toEqual({ attempts: 6, minutes: 2 });
    expect(LOGIN_TEXT_MAX_LENGTH).toBe(128);
    expect(REGISTRATION_NUMBER_MAX).toBe(2 ** 31 - 1);
    expect(UNPUBLISHED_VERSION).toBe(-1);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_RESET_TTL_MINUTES]).toEqual([8, 128, 60]);
  });
});
