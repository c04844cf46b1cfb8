import type { LoginOption, UserInfo, Venue, VenueVersion } from '@atrium/domain';
import type { GuardApi } from '../app/guards/guard.types';
import { type RouteTarget, resolveTarget } from '../shared/routing/route-paths';
import { useSessionStore } from '../shared/stores/session.store';
import { useUiStore } from '../shared/stores/ui.store';
import { useVenueStore } from '../shared/stores/venue.store';

export function venueFixture(id = 'expo'): Venue {
  const area = (areaId: string) => ({
    id: areaId,
    names: [{ locale: 'en', text: areaId }],
    descriptions: [],
    viewMode: 'VIEW_2D',
    defaultViewpointId: `${areaId}-main`,
    viewPoints: [{ id: `${areaId}-main`, background: { type: 'BackgroundImage', assetId: 'bg' } }],
    contentWidgets: [],
  });
  return {
    architectures: [
      {
        id,
        defaultAreaId: 'lobby',
        areas: [area('lobby'), area('hall')],
        cookieProviders: [
          { id: 'video', name: 'Video', type: 'EXTERNAL_MEDIA', defaultProvider: false, attributes: [] },
        ],
      },
    ],
    assets: [
      { id: 'bg', uri: '/backend-assets/live/expo/bg.jpg', generation: 1, displayName: 'bg', alts: [] },
    ],
  } as unknown as Venue;
}

export const published = (architectureId = 'expo', publishedVersion = 3): VenueVersion => ({
  mode: 'LIVE',
  publishedVersion,
  publishedArchitectureId: architectureId,
});

export const passwordLogin: LoginOption[] = [
  { loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password' },
];

export const user: UserInfo = {
  userId: 'u1',
  email: 'jane@example.com',
  name: 'Jane Doe',
  roles: ['attendee'],
  emailVerified: true,
};

/** A guard API whose answers the test decides; every call is recorded. */
export function fakeApi(overrides: Partial<GuardApi> = {}) {
  const calls: string[] = [];
  const api: GuardApi = {
    fetchVenue: async (id) => {
      calls.push(`venue:${id}`);
      return overrides.fetchVenue ? overrides.fetchVenue(id) : venueFixture(id);
    },
    fetchVenueVersion: async () => {
      calls.push('version');
      return overrides.fetchVenueVersion ? overrides.fetchVenueVersion() : published();
    },
    fetchUserInfo: async () => {
      calls.push('userInfo');
      return overrides.fetchUserInfo ? overrides.fetchUserInfo() : user;
    },
    fetchLoginOptions: async () => {
      calls.push('loginOptions');
      return overrides.fetchLoginOptions ? overrides.fetchLoginOptions() : passwordLogin;
    },
  };
  return { api, calls };
}

export function target(path: string): RouteTarget {
  const resolved = resolveTarget(new URL(path, 'http://venue.test'));
  if ('legacyRedirect' in resolved) throw new Error(`${path} is a legacy path`);
  return resolved;
}

export function resetStores() {
  sessionStorage.clear();
  localStorage.clear();
  useVenueStore.setState({ venue: undefined, version: undefined, lastAreaId: undefined });
  useSessionStore.setState({ accessToken: undefined, user: undefined, loginOptions: undefined });
  useUiStore.setState({ dialogs: [], error: { hasErrors: false }, errorSuppression: 0, navigationLocks: 0 });
}
