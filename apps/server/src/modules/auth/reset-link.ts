import { AppError } from '../../errors/app-error';

/**
 * Where reset links point: PUBLIC_URL, else — outside production — the address the server
 * announced at start. Never a request header: a forged Host would have the server mail a victim
 * a real token on an attacker's host. In production without PUBLIC_URL no reset mail is sent.
 */
export function resetLinkBase(options: {
  publicUrl: string | undefined;
  serverUrl: () => string;
  production: boolean;
}): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
  if (options.production) {
    throw new AppError(
      'auth.reset_unavailable',
      'Password reset is not available: the server does not know its public address (PUBLIC_URL is not set). Please contact the organiser.',
    );
  }
  return options.serverUrl().replace(/\/+$/, '');
}
