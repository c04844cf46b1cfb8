// @vitest-environment jsdom
import { TOKEN_REFRESH_INTERVAL_MS } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../shared/api/api-client';
import { apiRoutes } from '../shared/api/api-routes';
import { useSessionStore } from '../shared/stores/session.store';
import { browserServer, json } from '../testing/browser-server';
import { resetStores } from '../testing/guard-fixtures';
import { loginAfterSessionEnd, wireSession } from './session-wiring';

const here = '/v/expo/area/hall?viewpoint=stage';
const backHere = `/login?redirect=${encodeURIComponent(here)}`;

let stop: (() => void) | undefined;
const navigate = vi.fn();

beforeEach(() => {
  resetStores();
  navigate.mockClear();
  useSessionStore.setState({ accessToken: 'token-0' });
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets what the last answer started run to its end (real timers). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('token refresh every 15 minutes (spec §9)', () => {
  it('renews the access token at 900000 ms, and again 900000 ms later', async () => {
    vi.useFakeTimers();
    let issued = 0;
    const server = browserServer({
      'POST /api/auth/refresh': () => json({ accessToken: `token-${++issued}` }),
    });
    stop = wireSession(navigate, () => here);
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(900_000);

    await vi.advanceTimersByTimeAsync(899_999);
    expect(server.calls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls()).toEqual(['POST /api/auth/refresh']);
    await vi.waitFor(() => expect(useSessionStore.getState().accessToken).toBe('token-1'));

    await vi.advanceTimersByTimeAsync(900_000);
    await vi.waitFor(() => expect(useSessionStore.getState().accessToken).toBe('token-2'));
    expect(server.calls()).toEqual(['POST /api/auth/refresh', 'POST /api/auth/refresh']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session when the renewal is refused, and goes to login with the way back', async () => {
    vi.useFakeTimers();
    const server = browserServer({
      'POST /api/auth/refresh': () => json({ error: 'auth.unauthorized', errMsg: 'Expired.' }, 401),
      'POST /api/auth/logout': () => json(null, 204),
    });
    stop = wireSession(navigate, () => here);
    await vi.advanceTimersByTimeAsync(900_000);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(backHere));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().accessToken).toBeUndefined();
    expect(server.calls()).toEqual(['POST /api/auth/refresh', 'POST /api/auth/logout']);
  });
});

describe('a 401 or 403 answer ends the session (spec §4, §8)', () => {
  it.each([401, 403])('%s: session ended here and on the server, login with the way back', async (status) => {
    const server = browserServer({
      'GET /api/userInfo': () => json({ error: 'auth.unauthorized', errMsg: 'No.' }, status),
      'POST /api/auth/logout': () => json(null, 204),
    });
    stop = wireSession(navigate, () => here);
    await expect(callApi(apiRoutes.auth.userInfo)).rejects.toMatchObject({ status });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(backHere));
    expect(useSessionStore.getState().accessToken).toBeUndefined();
    expect(server.calls()).toEqual(['GET /api/userInfo', 'POST /api/auth/logout']);
  });

  it('does nothing without a session (a wrong password is answered 401 too)', async () => {
    useSessionStore.setState({ accessToken: undefined });
    const server = browserServer({
      'GET /api/userInfo': () => json({ error: 'auth.invalid_credentials', errMsg: 'No.' }, 401),
    });
    stop = wireSession(navigate, () => '/login');
    await expect(callApi(apiRoutes.auth.userInfo)).rejects.toMatchObject({ status: 401 });
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    expect(server.calls()).toEqual(['GET /api/userInfo']);
  });
});

describe('loginAfterSessionEnd', () => {
  it('comes back to the page, or keeps the way back of the login page', () => {
    expect(loginAfterSessionEnd('/v/expo/area/hall')).toBe('/login?redirect=%2Fv%2Fexpo%2Farea%2Fhall');
    expect(loginAfterSessionEnd('/login?redirect=%2Fv%2Fexpo')).toBe('/login?redirect=%2Fv%2Fexpo');
    expect(loginAfterSessionEnd('/login?redirect=https%3A%2F%2Fevil.test')).toBe('/login?redirect=%2F');
    expect(loginAfterSessionEnd('/login')).toBe('/login');
  });
});
