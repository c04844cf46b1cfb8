import { AppError, type ErrorId } from '../../errors/app-error';

/** The reasons the login screen is told about; anything else is reported as a failed login. */
const reportedReasons: ReadonlySet<ErrorId> = new Set(['auth.duplicate_account', 'auth.login_aborted']);

/** A failed single sign-on; `cause` is logged on the server and never shown to the browser. */
export function loginFailed(message: string, cause?: unknown): AppError {
  const error = new AppError('auth.login_failed', message);
  if (cause !== undefined) error.cause = cause;
  return error;
}

export function successLocation(redirect: string): string {
  return `/login?${new URLSearchParams({ sso: 'success', redirect })}`;
}

export function failureReason(error: unknown): ErrorId {
  return error instanceof AppError && reportedReasons.has(error.id) ? error.id : 'auth.login_failed';
}

export function failureLocation(error: unknown): string {
  return `/login?${new URLSearchParams({ sso: 'error', reason: failureReason(error) })}`;
}
