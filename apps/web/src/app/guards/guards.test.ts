// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { useConsentStore } from '../../shared/stores/consent.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { browserServer } from '../../testing/browser-server';
import { fakeApi, published, resetStores, target, venueFixture } from '../../testing/guard-fixtures';
import { areaGuard } from './area.guard';
import { defaultAreaGuard } from './default-area.guard';
import { GuardAbort } from './guard.types';
import { loginGuard } from './login.guard';
import { publicationGuard } from './publication.guard';
import { runGuards } from './run-guards';
import { venueLoadingGuard } from './venue-loading.guard';

const notPublished = () => new ApiError('PROCESSING_ERROR', 404, 'venue.not_published', 'not published');

beforeEach(resetStores);

describe('venue loading guard', () => {
  it('loads the venue once, restores stored consents and fetches the profile', async () => {
    localStorage.setItem('cookies:video', 'true');
    useSessionStore.setState({ accessToken: 'token' });
    const { api, calls } = fakeApi();
    expect(await venueLoadingGuard(target('/v/expo/area/hall'), api)).toBeUndefined();
    expect(calls).toEqual(['venue:expo', 'userInfo']);
    expect(useConsentStore.getState().stored).toEqual({ video: true });
    expect(useSessionStore.getState().user?.email).toBe('jane@example.com');
    await venueLoadingGuard(target('/v/expo/area/lobby'), api);
    expect(calls).toHaveLength(2);
  });

  it('sends ArchitectureView to the default area', async () => {
    expect(await venueLoadingGuard(target('/v/expo'), fakeApi().api)).toBe('/v/expo/area/lobby');
  });

  it("stops navigation with 'Cannot load venue' when the venue cannot be loaded", async () => {
    const { api } = fakeApi({
      fetchVenue: () => Promise.reject(new ApiError('NOT_REACHABLE', undefined, undefined, 'x')),
    });
    const failure = venueLoadingGuard(target('/v/expo/area'), api);
    await expect(failure).rejects.toBeInstanceOf(GuardAbort);
    await expect(failure).rejects.toThrow('Cannot load venue');
  });

  it('leaves an unpublished venue to the publication guard', async () => {
    const { api } = fakeApi({
      fetchVenue: () => Promise.reject(notPublished()),
      fetchVenueVersion: async () => published('expo', -1),
    });
    expect(await venueLoadingGuard(target('/v/expo/area'), api)).toBeUndefined();
    expect(useVenueStore.getState().venue).toBeUndefined();
  });

  it('sends a link to another architecture to the published venue', async () => {
    const { api } = fakeApi({ fetchVenue: () => Promise.reject(notPublished()) });
    expect(await venueLoadingGuard(target('/v/old-event/area'), api)).toBe('/');
  });

  it('reads the venue again, whole, once logged in after the public part was read before login', async () => {
    const publicPart = venueFixture();
    publicPart.architectures[0]!.areas = [];
    useVenueStore.setState({ venue: publicPart });
    const { api, calls } = fakeApi();
    await venueLoadingGuard(target('/v/expo/area/hall'), api);
    expect(calls).toEqual([]);
    useSessionStore.setState({ accessToken: 'token' });
    await venueLoadingGuard(target('/v/expo/area/hall'), api);
    expect(calls).toEqual(['venue:expo', 'userInfo']);
    expect(useVenueStore.getState().venue?.architectures[0]?.areas).toHaveLength(2);
  });

  it('logs the user out when the profile no longer exists (404), on the server too', async () => {
    useSessionStore.setState({ accessToken: 'token' });
    localStorage.setItem('atrium:has-session', 'true');
    const server = browserServer({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { api } = fakeApi({
      fetchUserInfo: () => Promise.reject(new ApiError('PROCESSING_ERROR', 404, 'user.not_found', 'gone')),
    });
    await venueLoadingGuard(target('/v/expo/area'), api);
    vi.unstubAllGlobals();
    expect(useSessionStore.getState().accessToken).toBeUndefined();
    expect(useUiStore.getState().error).toMatchObject({ hasErrors: true, code: 'UNAUTHORIZED' });
    // The refresh cookie is revoked and the next visit does not try to restore the session.
    expect(server.calls()).toEqual(['POST /api/auth/logout']);
    expect(localStorage.getItem('atrium:has-session')).toBeNull();
  });
});

describe('default-area route', () => {
  it('opens the default area of a loaded venue', async () => {
    useVenueStore.setState({ venue: venueFixture() });
    expect(await defaultAreaGuard(target('/anything/else'), fakeApi().api)).toBe('/v/expo/area/lobby');
  });

  it('finds the published architecture when no venue is loaded', async () => {
    expect(await defaultAreaGuard(target('/'), fakeApi().api)).toBe('/v/expo');
  });

  it('continues when nothing is published', async () => {
    const { api } = fakeApi({ fetchVenueVersion: async () => published('expo', -1) });
    expect(await defaultAreaGuard(target('/'), api)).toBeUndefined();
  });
});

describe('area guard', () => {
  beforeEach(() => useVenueStore.setState({ venue: venueFixture() }));

  it.each(['/v/expo/area', '/v/expo/area/nowhere', '/v/expo/area-whereby-meeting/nowhere/w/c'])(
    '%s goes to the default area',
    async (path) => {
      expect(await areaGuard(target(path), fakeApi().api)).toBe('/v/expo/area/lobby');
    },
  );

  it('leaves the asked-for area to the login guard while only the public part is loaded', async () => {
    const publicPart = venueFixture();
    publicPart.architectures[0]!.areas = [];
    useVenueStore.setState({ venue: publicPart });
    expect(await areaGuard(target('/v/expo/area/hall'), fakeApi().api)).toBeUndefined();
  });

  it('lets a known area through', async () => {
    expect(await areaGuard(target('/v/expo/area/hall'), fakeApi().api)).toBeUndefined();
  });
});

describe('login guard', () => {
  it('loads the login options once', async () => {
    useSessionStore.setState({ accessToken: 'token' });
    const { api, calls } = fakeApi();
    await loginGuard(target('/v/expo/area'), api);
    await loginGuard(target('/v/expo/area/hall'), api);
    expect(calls).toEqual(['loginOptions']);
  });

  it('sends a logged-out visitor to login with the full path as redirect', async () => {
    expect(await loginGuard(target('/v/expo/area/hall?lang=de'), fakeApi().api)).toBe(
      `/login?redirect=${encodeURIComponent('/v/expo/area/hall?lang=de')}`,
    );
  });

  it('sends a logged-in user arriving at login to /', async () => {
    useSessionStore.setState({ accessToken: 'token' });
    expect(await loginGuard(target('/login'), fakeApi().api)).toBe('/');
  });

  it('disables login when an anonymous provider exists', async () => {
    const { api } = fakeApi({
      fetchLoginOptions: async () => [
        { loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' },
      ],
    });
    expect(await loginGuard(target('/v/expo/area'), api)).toBeUndefined();
    expect(await loginGuard(target('/login?redirect=%2Fv%2Fexpo%2Fimprint'), api)).toBe('/v/expo/imprint');
    expect(await loginGuard(target('/login?redirect=https%3A%2F%2Fevil.test'), api)).toBe('/');
    expect(await loginGuard(target('/login'), api)).toBe('/');
  });

  it('aborts navigation when the login options cannot be loaded', async () => {
    const { api } = fakeApi({ fetchLoginOptions: () => Promise.reject(new Error('offline')) });
    await expect(loginGuard(target('/v/expo/area'), api)).rejects.toBeInstanceOf(GuardAbort);
  });
});

describe('publication guard', () => {
  it('loads an unknown version', async () => {
    const { api, calls } = fakeApi();
    await publicationGuard(target('/v/expo/area'), api);
    expect(calls).toEqual(['version']);
    expect(useVenueStore.getState().version).toEqual(published());
  });

  it('lets organisers log in on the way to the studio while the venue is unpublished, and no one else', async () => {
    useVenueStore.setState({ version: published('expo', -1) });
    expect(await publicationGuard(target('/login?redirect=%2Fstudio'), fakeApi().api)).toBeUndefined();
    expect(await publicationGuard(target('/login?redirect=%2Fv%2Fexpo%2Farea'), fakeApi().api)).toBe(
      `/work-in-progress?redirect=${encodeURIComponent('/login?redirect=%2Fv%2Fexpo%2Farea')}`,
    );
  });

  it('sends visitors of an unpublished venue to the work-in-progress page with the way back', async () => {
    useVenueStore.setState({ version: published('expo', -1) });
    expect(await publicationGuard(target('/v/expo/area/hall'), fakeApi().api)).toBe(
      `/work-in-progress?redirect=${encodeURIComponent('/v/expo/area/hall')}`,
    );
    expect(await publicationGuard(target('/work-in-progress?redirect=%2Fv'), fakeApi().api)).toBeUndefined();
  });

  it('leaves the work-in-progress page once published', async () => {
    useVenueStore.setState({ version: published() });
    expect(
      await publicationGuard(target('/work-in-progress?redirect=%2Fv%2Fexpo%2Farea%2Fhall'), fakeApi().api),
    ).toBe('/v/expo/area/hall');
    expect(await publicationGuard(target('/work-in-progress'), fakeApi().api)).toBe('/');
  });
});

describe('runGuards', () => {
  it('redirects legacy paths', async () => {
    const { api, calls } = fakeApi();
    expect(await runGuards(new URL('http://venue.test/expo/area/hall?lang=de'), api)).toBe(
      '/v/expo/area/hall?lang=de',
    );
    expect(await runGuards(new URL('http://venue.test/expo/imprint'), api)).toBe('/v/expo/imprint');
    expect(await runGuards(new URL('http://venue.test/expo/privacy-policy'), api)).toBe(
      '/v/expo/privacy-policy',
    );
    expect(calls).toEqual([]);
  });

  it('closes open dialogs one by one and waits for navigation locks', async () => {
    useSessionStore.setState({ accessToken: 'token' });
    const ui = useUiStore.getState();
    ui.addDialog('profile');
    ui.addDialog('confirm');
    const release = ui.lockNavigation();
    let settled = false;
    const navigation = runGuards(new URL('http://venue.test/v/expo/area/hall'), fakeApi().api).then((to) => {
      settled = true;
      return to;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useUiStore.getState().dialogs).toEqual([]);
    expect(settled).toBe(false);
    release();
    expect(await navigation).toBeUndefined();
  });

  it('runs the chain from / to the default area', async () => {
    useSessionStore.setState({ accessToken: 'token' });
    const { api } = fakeApi();
    expect(await runGuards(new URL('http://venue.test/'), api)).toBe('/v/expo');
    expect(await runGuards(new URL('http://venue.test/v/expo'), api)).toBe('/v/expo/area/lobby');
    expect(await runGuards(new URL('http://venue.test/v/expo/area/lobby'), api)).toBeUndefined();
  });
});
