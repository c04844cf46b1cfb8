// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthFailureHandler } from '../../shared/api/http-client';
import { useSessionStore } from '../../shared/stores/session.store';
import { browserServer, json } from '../../testing/browser-server';
import { resetStores, user } from '../../testing/guard-fixtures';
import { completeLogin } from './complete-login';

const HAS_SESSION_KEY = 'atrium:has-session';
const authFailures = vi.fn();

beforeEach(() => {
  resetStores();
  authFailures.mockClear();
  // The app's global 401/403 → logout hook: the authority check must not trigger it.
  setAuthFailureHandler(authFailures);
});
afterEach(() => vi.unstubAllGlobals());

const status = (code: number) => () => new Response(null, { status: code });

describe('completeLogin (spec §4, §6)', () => {
  it('keeps the token, checks the venue with it, then loads the profile and remembers the session', async () => {
    const server = browserServer({
      'HEAD /api/venue': status(200),
      'GET /api/userInfo': () => json(user),
    });
    expect(await completeLogin('token-1')).toBeUndefined();
    expect(server.calls()).toEqual(['HEAD /api/venue', 'GET /api/userInfo']);
    expect(server.requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'token-1', user });
    expect(localStorage.getItem(HAS_SESSION_KEY)).toBe('true');
  });

  it('goes on when nothing is published (404): the publication guard takes over', async () => {
    browserServer({ 'HEAD /api/venue': status(404), 'GET /api/userInfo': () => json(user) });
    expect(await completeLogin('token-1')).toBeUndefined();
    expect(useSessionStore.getState().accessToken).toBe('token-1');
  });

  it("403 → 'unauthorized' and sign-out, on the server too, without the global logout hook", async () => {
    const server = browserServer({
      'HEAD /api/venue': status(403),
      'POST /api/auth/logout': () => json(null, 204),
    });
    expect(await completeLogin('guest-token')).toEqual({ key: 'login.unauthorized', error: true });
    expect(server.calls()).toEqual(['HEAD /api/venue', 'POST /api/auth/logout']);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: undefined, user: undefined });
    expect(localStorage.getItem(HAS_SESSION_KEY)).toBeNull();
    expect(authFailures).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', 500],
    ['an expired token', 401],
  ])("%s → 'unknown error' and sign-out", async (_case, code) => {
    const server = browserServer({
      'HEAD /api/venue': status(code),
      'POST /api/auth/logout': () => json(null, 204),
    });
    expect(await completeLogin('token-1')).toEqual({ key: 'login.unknownError', error: true });
    // Not retried: the answer decides at once.
    expect(server.calls()).toEqual(['HEAD /api/venue', 'POST /api/auth/logout']);
    expect(useSessionStore.getState().accessToken).toBeUndefined();
    expect(authFailures).not.toHaveBeenCalled();
  });

  it("no answer at all → 'unknown error' and sign-out", async () => {
    const server = browserServer({
      'HEAD /api/venue': () => Promise.reject(new TypeError('Failed to fetch')),
      'POST /api/auth/logout': () => json(null, 204),
    });
    expect(await completeLogin('token-1')).toEqual({ key: 'login.unknownError', error: true });
    expect(server.calls()).toContain('POST /api/auth/logout');
    expect(useSessionStore.getState().accessToken).toBeUndefined();
  });

  it("no profile (404) → 'unauthorized' and sign-out, on the server too (spec §4)", async () => {
    const server = browserServer({
      'HEAD /api/venue': status(200),
      'GET /api/userInfo': () => json({ error: 'user.not_found', errMsg: 'No such user.' }, 404),
      'POST /api/auth/logout': () => json(null, 204),
    });
    expect(await completeLogin('token-1')).toEqual({ key: 'login.unauthorized', error: true });
    expect(server.calls()).toEqual(['HEAD /api/venue', 'GET /api/userInfo', 'POST /api/auth/logout']);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: undefined, user: undefined });
    expect(localStorage.getItem(HAS_SESSION_KEY)).toBeNull();
  });

  it('goes on without the profile when it cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    browserServer({ 'HEAD /api/venue': status(200), 'GET /api/userInfo': () => json({}, 400) });
    expect(await completeLogin('token-1')).toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'token-1', user: undefined });
  });
});
