import type { IncomingMessage } from 'node:http';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

const firstHeader = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Same origin only: a browser page of another site may not open the realtime connection (its
 * Origin must name this server's host, the public URL's, or — behind a trusted proxy — the
 * forwarded host). Clients that are no browser send no Origin and are let through; they still
 * need a token.
 */
export function sameOriginCheck(options: { publicUrl: string | undefined; trustProxy: boolean }) {
  const publicHost = options.publicUrl ? hostOf(options.publicUrl) : undefined;
  return (
    request: IncomingMessage,
    callback: (error: string | null | undefined, allowed: boolean) => void,
  ) => {
    const origin = request.headers.origin;
    if (origin === undefined) return callback(null, true);
    const host = hostOf(origin);
    const allowed =
      host !== undefined &&
      (host === request.headers.host ||
        host === publicHost ||
        (options.trustProxy && host === firstHeader(request.headers['x-forwarded-host'])));
    callback(allowed ? null : 'origin not allowed', allowed);
  };
}
