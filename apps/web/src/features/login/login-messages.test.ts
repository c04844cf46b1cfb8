import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { ApiError } from '../../shared/api/http-client';
import { loginErrorMessage, registrationLoginMessage } from './login-messages';

const failure = (status: number, errorId: string) =>
  new ApiError('PROCESSING_ERROR', status, errorId, errorId);
const text = (key: string) => (en.login as Record<string, string>)[key.replace(/^login\./, '')];

describe('login messages (spec §8)', () => {
  it('tells the per-address limit from the account lockout', () => {
    const lockout = loginErrorMessage(failure(429, 'auth.locked'));
    const addressLimit = loginErrorMessage(failure(429, 'rate.limited'));
    expect(lockout).toEqual({ key: 'login.tooManyAttempts', error: true });
    expect(addressLimit).toEqual({ key: 'login.tooManyRequests', error: true });
    expect(text(addressLimit.key)).toBe('Too many login attempts. Please try again later.');
    expect(text(addressLimit.key)).not.toContain('2 minutes');
  });

  it('maps single sign-on reasons, and anything unknown to the unknown error', () => {
    expect(loginErrorMessage('auth.duplicate_account').key).toBe('login.duplicateAccount');
    expect(loginErrorMessage('auth.login_aborted').key).toBe('login.aborted');
    expect(loginErrorMessage('auth.login_failed').key).toBe('login.unknownError');
    expect(loginErrorMessage(undefined).key).toBe('login.unknownError');
  });

  it('says when password reset is switched off until the server knows its public address', () => {
    const message = loginErrorMessage(failure(503, 'auth.reset_unavailable'));
    expect(message).toEqual({ key: 'login.resetUnavailable', error: true });
    expect(text(message.key)).toContain('not available');
  });

  it('names the registration for ticket and confirmation logins, and keeps a generic failure generic', () => {
    expect(registrationLoginMessage(failure(401, 'auth.invalid_credentials')).key).toBe(
      'login.registrationInvalid',
    );
    // A missing published architecture (spec §8): the generic failure.
    expect(registrationLoginMessage(failure(401, 'auth.login_failed')).key).toBe('login.unknownError');
  });
});
