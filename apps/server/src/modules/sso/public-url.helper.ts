/**
 * The origin (and path prefix) the browser reaches this server at: PUBLIC_URL when set, else the
 * request's own origin (which honours X-Forwarded-* only when TRUST_PROXY is on).
 */
export function publicBaseUrl(
  publicUrl: string | undefined,
  request: { protocol: string; host: string },
): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/**
 * The address the server announces at start and links to in mails: PUBLIC_URL when set, else the
 * address it listens on (`address`, once listening) as configured by HOST and PORT. Never taken
 * from a request.
 */
export function serverUrl(
  config: { publicUrl: string | undefined; host: string; port: number },
  address: { port: number } | string | null,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
