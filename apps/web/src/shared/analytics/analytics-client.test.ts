// @vitest-environment jsdom
import type { Venue } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserServer, json } from '../../testing/browser-server';
import { passwordLogin, user, venueFixture } from '../../testing/guard-fixtures';
import { useConsentStore } from '../stores/consent.store';
import { useSessionStore } from '../stores/session.store';
import { useVenueStore } from '../stores/venue.store';
import { followPersonalization, personalizedTracking, recordEvent, recordPageView } from './analytics-client';
import type { MatomoTracker } from './matomo-tracker';
import { visitorId } from './visitor-id';

function venue(personalizedTrackingEnabled: boolean): Venue {
  const fixture = venueFixture('expo');
  fixture.architectures[0]!.personalizedTrackingEnabled = personalizedTrackingEnabled;
  return fixture;
}

let server: ReturnType<typeof browserServer>;
const ANALYTICS_CALL = 'POST /api/capture/analytics';
const posted = (): Promise<Record<string, unknown>[]> =>
  Promise.all(server.requests.map((request) => request.clone().json()));

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  server = browserServer({ [ANALYTICS_CALL]: () => json({ status: 'accepted' }, 202) });
  localStorage.clear();
  history.pushState(null, '', '/v/expo/area/hall');
  useVenueStore.setState({ venue: venue(true) });
  useSessionStore.setState({ accessToken: 'token', user, loginOptions: passwordLogin });
  useConsentStore.setState({ stored: {}, trackingConsent: false });
});

describe('personalized tracking (spec §4)', () => {
  it('needs the venue to enable it, consent and a user', () => {
    expect(personalizedTracking()).toBe(false);
    useConsentStore.setState({ trackingConsent: true });
    expect(personalizedTracking()).toBe(true);
    // Logout, another venue and a revocation each switch it off.
    useSessionStore.setState({ user: undefined });
    expect(personalizedTracking()).toBe(false);
    useSessionStore.setState({ user });
    useVenueStore.setState({ venue: venue(false) });
    expect(personalizedTracking()).toBe(false);
    useVenueStore.setState({ venue: venue(true) });
    useConsentStore.setState({ trackingConsent: false });
    expect(personalizedTracking()).toBe(false);
  });
});

/** A stand-in configured tracker: runs every forwarded call at once on a recorder. */
function recordingTracker() {
  const calls: unknown[][] = [];
  const matomo = new Proxy({} as MatomoTracker, {
    get:
      (_, name) =>
      (...args: unknown[]) =>
        calls.push([name, ...args]),
  });
  return { calls, configured: { forward: (use: (tracker: MatomoTracker) => void) => use(matomo) } };
}

describe('the tracker user id follows personalized tracking (spec §4)', () => {
  let stop: (() => void) | undefined;
  const follow = () => {
    const { calls, configured } = recordingTracker();
    stop = followPersonalization(configured);
    return calls;
  };
  afterEach(() => stop?.());

  it('sets no user id without tracking consent; consent given sets it once', () => {
    const calls = follow();
    useSessionStore.setState({ accessToken: 'token-2' });
    expect(calls).toEqual([]);
    useConsentStore.setState({ trackingConsent: true });
    expect(calls).toEqual([['setUserId', user.userId]]);
    // Changes that leave personalization as it is call nothing more.
    useSessionStore.setState({ accessToken: 'token-3' });
    useVenueStore.setState({ venue: venue(true) });
    expect(calls).toEqual([['setUserId', user.userId]]);
  });

  it('sets no user id without a user; a login sets it', () => {
    useSessionStore.setState({ user: undefined });
    useConsentStore.setState({ trackingConsent: true });
    const calls = follow();
    expect(calls).toEqual([]);
    useSessionStore.setState({ user });
    expect(calls).toEqual([['setUserId', user.userId]]);
  });

  it('sets no user id when the venue disables personalized tracking or login', () => {
    useConsentStore.setState({ trackingConsent: true });
    useVenueStore.setState({ venue: venue(false) });
    const calls = follow();
    useSessionStore.setState({ accessToken: 'token-2' });
    expect(calls).toEqual([]);
    // A public venue (ANONYMOUS login option) has login disabled: no personalized tracking either.
    useVenueStore.setState({ venue: venue(true) });
    expect(calls).toEqual([['setUserId', user.userId]]);
    useSessionStore.setState({
      loginOptions: [{ loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' }],
    });
    expect(calls).toEqual([['setUserId', user.userId], ['resetUserId']]);
  });

  it('resets the user id on logout', () => {
    useConsentStore.setState({ trackingConsent: true });
    const calls = follow();
    expect(calls).toEqual([['setUserId', user.userId]]);
    useSessionStore.getState().clear();
    expect(calls).toEqual([['setUserId', user.userId], ['resetUserId']]);
  });

  it('resets the user id when consent is revoked', () => {
    useConsentStore.setState({ trackingConsent: true });
    const calls = follow();
    useConsentStore.getState().store([], false);
    expect(calls).toEqual([['setUserId', user.userId], ['resetUserId']]);
  });

  it('resets the user id when the venue changes to one without personalized tracking', () => {
    useConsentStore.setState({ trackingConsent: true });
    const calls = follow();
    useVenueStore.setState({ venue: venue(false) });
    expect(calls).toEqual([['setUserId', user.userId], ['resetUserId']]);
    useVenueStore.setState({ venue: venue(true) });
    useVenueStore.setState({ venue: undefined });
    expect(calls).toEqual([
      ['setUserId', user.userId],
      ['resetUserId'],
      ['setUserId', user.userId],
      ['resetUserId'],
    ]);
  });

  it('stops following once unsubscribed', () => {
    useConsentStore.setState({ trackingConsent: true });
    const calls = follow();
    stop?.();
    useSessionStore.setState({ user: undefined });
    expect(calls).toEqual([['setUserId', user.userId]]);
  });
});

describe('first-party events', () => {
  it('carry the visitor id, the venue, the area and the personalized flag, never a user id', async () => {
    recordEvent({ category: 'widget', action: 'open', name: 'expo / hall / Keynote' });
    useConsentStore.setState({ trackingConsent: true });
    recordEvent({ category: 'widget', action: 'open', name: 'expo / hall / Keynote', widgetId: 'keynote' });
    await vi.waitFor(() => expect(server.calls()).toEqual([ANALYTICS_CALL, ANALYTICS_CALL]));
    const bodies = await posted();
    expect(bodies[0]).toEqual({
      category: 'widget',
      action: 'open',
      name: 'expo / hall / Keynote',
      architectureId: 'expo',
      areaId: 'hall',
      visitorId: visitorId(),
      personalized: false,
    });
    expect(bodies[1]).toMatchObject({ widgetId: 'keynote', personalized: true });
    for (const body of bodies) expect(JSON.stringify(body)).not.toContain(user.userId);
    // Sent so that it arrives even when the click leaves the page.
    expect(server.requests.every((request) => request.keepalive)).toBe(true);
  });

  it('an area page view is an area "view" event', async () => {
    recordPageView('/v/expo/area/hall');
    await vi.waitFor(() => expect(server.calls()).toEqual([ANALYTICS_CALL]));
    expect((await posted())[0]).toMatchObject({
      category: 'area',
      action: 'view',
      name: 'expo / hall',
      areaId: 'hall',
    });
  });

  it('leaves out what the server would refuse, and anything without a venue', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    recordEvent({ category: 'nonsense', action: 'open', name: 'x' });
    useVenueStore.setState({ venue: undefined });
    recordEvent({ category: 'widget', action: 'open', name: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.calls()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Analytics event left out', expect.any(Array));
    warn.mockRestore();
  });
});
