// @vitest-environment jsdom
import type { Venue } from '@atrium/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordLogin, user, venueFixture } from '../../testing/guard-fixtures';
import { useConsentStore } from '../stores/consent.store';
import { useSessionStore } from '../stores/session.store';
import { useVenueStore } from '../stores/venue.store';
import { personalizedTracking, recordEvent, recordPageView, visitorId } from './analytics-client';

const { sendJson } = vi.hoisted(() => ({ sendJson: vi.fn(async (..._args: unknown[]) => ({})) }));
vi.mock('../api/http-client', () => ({ sendJson }));

function venue(personalizedTrackingEnabled: boolean): Venue {
  const fixture = venueFixture('expo');
  fixture.architectures[0]!.personalizedTrackingEnabled = personalizedTrackingEnabled;
  return fixture;
}

const posted = () => sendJson.mock.calls.map((call) => call[2] as Record<string, unknown>);

beforeEach(() => {
  sendJson.mockClear();
  localStorage.clear();
  history.pushState(null, '', '/v/expo/area/hall');
  useVenueStore.setState({ venue: venue(true) });
  useSessionStore.setState({ accessToken: 'token', user, loginOptions: passwordLogin });
  useConsentStore.setState({ stored: {}, trackingConsent: false });
});

describe('visitor id (tracking:visitor-id)', () => {
  it('is a UUID made once and kept', () => {
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('tracking:visitor-id')).toBe(id);
    expect(visitorId()).toBe(id);
  });
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

describe('first-party events', () => {
  it('carry the visitor id, the venue, the area and the personalized flag, never a user id', async () => {
    recordEvent({ category: 'widget', action: 'open', name: 'expo / hall / Keynote' });
    useConsentStore.setState({ trackingConsent: true });
    recordEvent({ category: 'widget', action: 'open', name: 'expo / hall / Keynote', widgetId: 'keynote' });
    await vi.waitFor(() => expect(sendJson).toHaveBeenCalledTimes(2));
    expect(sendJson.mock.calls[0]).toEqual([
      'post',
      '/api/capture/analytics',
      {
        category: 'widget',
        action: 'open',
        name: 'expo / hall / Keynote',
        architectureId: 'expo',
        areaId: 'hall',
        visitorId: visitorId(),
        personalized: false,
      },
    ]);
    expect(posted()[1]).toMatchObject({ widgetId: 'keynote', personalized: true });
    for (const body of posted()) expect(JSON.stringify(body)).not.toContain(user.userId);
  });

  it('an area page view is an area "view" event', async () => {
    recordPageView('/v/expo/area/hall');
    await vi.waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(posted()[0]).toMatchObject({
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
    expect(sendJson).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Analytics event left out', expect.any(Array));
    warn.mockRestore();
  });
});
