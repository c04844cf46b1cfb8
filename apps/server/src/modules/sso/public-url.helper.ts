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
