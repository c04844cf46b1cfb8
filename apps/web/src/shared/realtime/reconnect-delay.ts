/** First and longest wait before connecting again after the server refused the handshake. */
export const REFUSED_RETRY_FIRST_MS = 1_000;
export const REFUSED_RETRY_MAX_MS = 30_000;

/**
 * socket.io does not retry a handshake the server refused (a middleware error); the client does,
 * doubling the wait from 1 s up to 30 s, with up to half of it random so that a whole audience
 * refused at once (a server restart) does not return in one wave.
 */
export function refusedRetryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(REFUSED_RETRY_MAX_MS, REFUSED_RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(base / 2 + (base / 2) * random());
}
