// @vitest-environment jsdom
import type { LoginOption } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGuestSession, useSessionStore } from '../../shared/stores/session.store';
import { browserServer, json } from '../../testing/browser-server';
import { fakeApi, resetStores, target } from '../../testing/guard-fixtures';
import { accessTokenWith, guestUser } from '../../testing/session-fixtures';
import { loginGuard } from './login.guard';

const anonymous: LoginOption[] = [{ loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' }];
const publicVenue = () => fakeApi({ fetchLoginOptions: async () => anonymous }).api;
const guestToken = accessTokenWith(['guest'], 'g1');

beforeEach(() => {
  resetStores();
  useSessionStore.setState({ loginNotice: undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('login guard on a public venue (an ANONYMOUS option, spec §6)', () => {
  const guestServer = () =>
    browserServer({
      'POST /api/capture/login': () => json({ accessToken: guestToken }),
      'HEAD /api/venue': () => new Response(null, { status: 200 }),
      'GET /api/userInfo': () => json(guestUser),
    });

  it('makes a visitor without a session a guest on entering the venue, once', async () => {
    const server = guestServer();
    const api = publicVenue();
    const entering = [loginGuard(target('/v/expo/area/lobby'), api), loginGuard(target('/v/expo'), api)];
    expect(await Promise.all(entering)).toEqual([undefined, undefined]);
    expect(await loginGuard(target('/v/expo/area/hall'), api)).toBeUndefined();

    expect(server.calls()).toEqual(['POST /api/capture/login', 'HEAD /api/venue', 'GET /api/userInfo']);
    expect(server.requests[1]!.headers.get('authorization')).toBe(`Bearer ${guestToken}`);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: guestToken, user: guestUser });
    expect(isGuestSession()).toBe(true);
    // Remembered, so that another tab restores it from the refresh cookie instead of a new guest.
    expect(localStorage.getItem('atrium:has-session')).toBe('true');
  });

  it('makes no guest for the login route, the legal pages or a visitor with a session', async () => {
    const server = guestServer();
    expect(await loginGuard(target('/login?redirect=%2Fv%2Fexpo%2Fimprint'), publicVenue())).toBe(
      '/v/expo/imprint',
    );
    expect(await loginGuard(target('/v/expo/imprint'), publicVenue())).toBeUndefined();
    useSessionStore.setState({ accessToken: accessTokenWith(['attendee']) });
    expect(await loginGuard(target('/v/expo/area/lobby'), publicVenue())).toBeUndefined();
    expect(server.calls()).toEqual([]);
  });

  it('lets the visitor in without a session when the guest login fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = browserServer({
      'POST /api/capture/login': () =>
        json({ error: 'auth.forbidden', errMsg: 'This venue does not offer anonymous access.' }, 403),
    });
    expect(await loginGuard(target('/v/expo/area/lobby'), publicVenue())).toBeUndefined();
    expect(server.calls()).toEqual(['POST /api/capture/login']);
    expect(useSessionStore.getState().accessToken).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('login guard where login is required', () => {
  it("ends a guest session the venue refuses (403): login page with 'unauthorized' and the way back", async () => {
    useSessionStore.setState({ accessToken: guestToken, user: guestUser });
    const server = browserServer({
      'HEAD /api/venue': () => new Response(null, { status: 403 }),
      'POST /api/auth/logout': () => json(null, 204),
    });
    expect(await loginGuard(target('/v/expo/area/hall'), fakeApi().api)).toBe(
      `/login?redirect=${encodeURIComponent('/v/expo/area/hall')}`,
    );
    expect(server.calls()).toEqual(['HEAD /api/venue', 'POST /api/auth/logout']);
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: undefined,
      user: undefined,
      loginNotice: 'login.unauthorized',
    });
  });

  it('asks nothing more of an attendee session', async () => {
    useSessionStore.setState({ accessToken: accessTokenWith(['attendee']) });
    const server = browserServer({});
    expect(await loginGuard(target('/v/expo/area/hall'), fakeApi().api)).toBeUndefined();
    expect(server.calls()).toEqual([]);
  });
});
