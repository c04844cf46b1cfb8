/**
 * GET requests the start-up script (`build/route-preload.plugin.ts`) sent before the app's
 * JavaScript had loaded, by path and query, with the authorization header they carried.
 */
export type EarlyResponses = Map<string, { authorization: string | null; response: Promise<Response> }>;

/** Where the start-up script leaves them. */
export const EARLY_RESPONSES_GLOBAL = 'atriumEarlyResponses';

/**
 * Early answers are taken only while the page starts: one left over (the app went elsewhere) must
 * not answer a call made minutes later, e.g. a signed URL asked for again after it expired.
 */
export const EARLY_RESPONSES_MAX_AGE_MS = 30_000;

const earlyResponses = (): EarlyResponses | undefined =>
  (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] as EarlyResponses | undefined;

/**
 * `fetch` for the HTTP client: a GET the start-up script sent already, with the same
 * authorization, is answered once from that request instead of being sent again, so the venue
 * loads while the app's script still downloads. Everything else, a second ask, an early
 * request that failed and any call once the page has started go to the network.
 */
export function fetchWithEarlyResponses(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!(input instanceof Request)) return fetch(input, init);
  const url = new URL(input.url);
  const key = `${url.pathname}${url.search}`;
  if (performance.now() > EARLY_RESPONSES_MAX_AGE_MS) earlyResponses()?.clear();
  const early = earlyResponses()?.get(key);
  if (input.method !== 'GET' || url.origin !== globalThis.location?.origin || !early) {
    return fetch(input, init);
  }
  earlyResponses()?.delete(key);
  if (early.authorization !== input.headers.get('authorization')) return fetch(input, init);
  return early.response.catch(() => fetch(input, init));
}
