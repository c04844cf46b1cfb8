import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * The server as the app's HTTP client sees it in a jsdom test: `fetch` answered by handlers keyed
 * by "METHOD /path" (anything else is a 404), every request recorded. Relative URLs resolve
 * against the page, as in a browser. `vi.unstubAllGlobals()` removes it.
 */
export function browserServer(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new PageRequest(input, init);
      requests.push(request.clone());
      const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
      return handler ? handler(request) : json({ error: 'not_found', errMsg: 'Not found.' }, 404);
    }),
  );
  return {
    requests,
    /** "METHOD /path" of every request so far, in order. */
    calls: () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`),
  };
}
