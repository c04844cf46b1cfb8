// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerTimeStore } from '../stores/server-time.store';
import { useSessionStore } from '../stores/session.store';
import {
  ApiError,
  createHttpClient,
  errorCodeFor,
  retryPolicy,
  setAuthFailureHandler,
  wantsBearer,
} from './http-client';

describe('error mapping (spec §8)', () => {
  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [500, 'PROCESSING_ERROR'],
    [404, 'PROCESSING_ERROR'],
    [undefined, 'NOT_REACHABLE'],
  ] as const)('%s → %s', (status, code) => {
    expect(errorCodeFor(status)).toBe(code);
  });
});

describe('retry policy', () => {
  it('backs off (2^n − 1)/2 s, at least 100 ms, and retries reads only', () => {
    expect([1, 2, 3].map(retryPolicy.delay)).toEqual([500, 1500, 3500]);
    expect(retryPolicy.limit).toBe(3);
    expect(retryPolicy.methods).not.toContain('post');
    expect(retryPolicy.maxRetryAfter).toBe(300000);
  });
});

describe('bearer token rule', () => {
  it('goes to our own origin only', () => {
    expect(wantsBearer(new URL('http://venue.test/api/x'), 'http://venue.test')).toBe(true);
    expect(wantsBearer(new URL('https://player.example/x'), 'http://venue.test')).toBe(false);
  });
});

describe('the HTTP client', () => {
  const requests: Request[] = [];
  beforeEach(() => {
    requests.length = 0;
    useSessionStore.setState({ accessToken: 'secret-token' });
  });
  afterEach(() => vi.unstubAllGlobals());

  const respond = (response: () => Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request);
        return response();
      }),
    );

  it('sends the token, reads the server time and keeps the server message', async () => {
    respond(
      () =>
        new Response(JSON.stringify({ error: 'venue.invalid', errMsg: 'The venue JSON is not valid.' }), {
          status: 400,
          headers: { 'content-type': 'application/json', date: 'Wed, 01 Jan 2031 00:00:00 GMT' },
        }),
    );
    const client = createHttpClient({ retry: 0 });
    const failure = await client.get(`${window.location.origin}/api/x`).catch((error: Error) => error);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer secret-token');
    expect((failure as Error).message).toBe('The venue JSON is not valid.');
    expect(useServerTimeStore.getState().offsetMs).toBeGreaterThan(0);
  });

  it('reports 401 and 403 answers so that the session ends', async () => {
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    respond(() => new Response('{}', { status: 403, headers: { 'content-type': 'application/json' } }));
    await createHttpClient({ retry: 0 })
      .get(`${window.location.origin}/api/x`)
      .catch(() => undefined);
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('ApiError carries code, status and error id', () => {
    const error = new ApiError('FORBIDDEN', 403, 'auth.forbidden', 'No');
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403, errorId: 'auth.forbidden', message: 'No' });
  });
});
