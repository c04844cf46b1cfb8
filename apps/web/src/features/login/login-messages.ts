import { ApiError } from '../../shared/api/http-client';

export type LoginMessage = { key: string; error: boolean };

/** The login messages of spec §8 by the server's error id; green when nothing went wrong. */
const messageKeys: Record<string, string> = {
  'auth.invalid_credentials': 'login.invalidCredentials',
  'auth.user_inactive': 'login.userNotAccepted',
  // The account's lockout (6 failures, 2 minutes) and the per-address limit (its own window).
  'auth.locked': 'login.tooManyAttempts',
  'rate.limited': 'login.tooManyRequests',
  'auth.duplicate_account': 'login.duplicateAccount',
  'auth.login_aborted': 'login.aborted',
  'auth.unknown_user': 'login.unknownUser',
  'auth.forbidden': 'login.unauthorized',
  // Production without PUBLIC_URL: the server sends no reset links until the operator sets it.
  'auth.reset_unavailable': 'login.resetUnavailable',
};

export function loginErrorMessage(error: unknown, fallback = 'login.unknownError'): LoginMessage {
  const id = error instanceof ApiError ? error.errorId : typeof error === 'string' ? error : undefined;
  return { key: (id && messageKeys[id]) || fallback, error: true };
}

/** Ticket and confirmation logins name the registration in their invalid-credentials text. */
export function registrationLoginMessage(error: unknown): LoginMessage {
  const message = loginErrorMessage(error);
  return message.key === 'login.invalidCredentials'
    ? { key: 'login.registrationInvalid', error: true }
    : message;
}
