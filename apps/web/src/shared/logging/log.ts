import { isLoginEnabled } from '@atrium/domain';
import { useSessionStore } from '../stores/session.store';

export type LogLevel = 'INFO' | 'WARN' | 'ERROR';

const method = { INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

function toConsole(level: LogLevel, category: string, message: string, details: unknown) {
  console[method[level]](`[${category}] ${message}`, ...(details === undefined ? [] : [details]));
}

/**
 * Spec §6: a log message goes to the server only when login is enabled, the user is logged in
 * and a token exists; otherwise (and when sending fails) to the browser console. Never throws.
 */
export function logMessage(level: LogLevel, category: string, message: string, details?: unknown): void {
  const { loginOptions, user, accessToken } = useSessionStore.getState();
  const loginEnabled = loginOptions ? isLoginEnabled(loginOptions) : true;
  if (!loginEnabled || !user || !accessToken) {
    toConsole(level, category, message, details);
    return;
  }
  void import('./send-log')
    .then(({ sendLog }) => sendLog(level, category, message, details))
    .catch((error: unknown) => {
      toConsole(level, category, message, details);
      console.warn('The log message could not be sent', error);
    });
}
