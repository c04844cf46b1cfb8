// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session.store';
import { EARLY_RESPONSES_GLOBAL, EARLY_RESPONSES_MAX_AGE_MS, type EarlyResponses } from './early-responses';
import { createHttpClient, setAuthFailureHandler } from './http-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('answers the start-up script sent early', () => {
  let network: ReturnType<typeof vi.fn>;
  let early: EarlyResponses;
  const venueUrl = () => `${window.location.origin}/api/ui/venue?architectureId=atrium-demo`;
  const sendEarly = (authorization: string | null, response: Promise<Response>) =>
    early.set('/api/ui/venue?architectureId=atrium-demo', { authorization, response });

  beforeEach(() => {
    useSessionStore.setState({ accessToken: 'secret-token' });
    network = vi.fn(async () => json({ from: 'network' }));
    vi.stubGlobal('fetch', network);
    early = new Map();
    vi.stubGlobal(EARLY_RESPONSES_GLOBAL, early);
    // The page has just started, however long the test runner has been running.
    vi.spyOn(performance, 'now').mockReturnValue(0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the same GET with the same token from the early request, once', async () => {
    sendEarly('Bearer secret-token', Promise.resolve(json({ from: 'early' })));
    const client = createHttpClient({ retry: 0 });
    expect(await client.get(venueUrl()).json()).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect(await client.get(venueUrl()).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledOnce();
  });

  it('asks the network when the token differs, the path differs or the early request failed', async () => {
    const client = createHttpClient({ retry: 0 });
    sendEarly('Bearer old-token', Promise.resolve(json({ from: 'early' })));
    expect(await client.get(venueUrl()).json()).toEqual({ from: 'network' });

    sendEarly('Bearer secret-token', Promise.resolve(json({ from: 'early' })));
    expect(await client.get(`${window.location.origin}/api/ui/venue?architectureId=other`).json()).toEqual({
      from: 'network',
    });

    early.clear();
    sendEarly('Bearer secret-token', Promise.reject(new TypeError('Failed to fetch')));
    expect(await client.get(venueUrl()).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('answers nothing early once the page has started', async () => {
    sendEarly('Bearer secret-token', Promise.resolve(json({ from: 'early' })));
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_RESPONSES_MAX_AGE_MS + 1);
    expect(await createHttpClient({ retry: 0 }).get(venueUrl()).json()).toEqual({ from: 'network' });
    expect(early.size).toBe(0);
  });

  it('treats an early answer like any other: a 401 still ends the session', async () => {
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    sendEarly('Bearer secret-token', Promise.resolve(json({ error: 'auth.unauthorized' }, 401)));
    await createHttpClient({ retry: 0 })
      .get(venueUrl())
      .catch(() => undefined);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(network).not.toHaveBeenCalled();
  });
});
