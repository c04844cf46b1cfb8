// @vitest-environment jsdom
import type { Venue } from '@atrium/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { venueFixture } from '../../testing/guard-fixtures';
import { TRACKING_CONSENT_STORAGE_KEY, useConsentStore } from './consent.store';
import { useUiStore } from './ui.store';

const venue: Venue = venueFixture();

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState({ stored: {}, trackingConsent: false });
  useUiStore.setState({ notificationVisible: false });
});

describe('consent store', () => {
  it('restores the stored choices of the venue’s providers and the tracking consent', () => {
    localStorage.setItem('cookies:video', 'false');
    localStorage.setItem('cookies:elsewhere', 'true');
    localStorage.setItem(TRACKING_CONSENT_STORAGE_KEY, 'true');
    useConsentStore.getState().restore(venue);
    expect(useConsentStore.getState()).toMatchObject({ stored: { video: false }, trackingConsent: true });
    // A returning visitor hears about what their choices block.
    expect(useUiStore.getState().notificationVisible).toBe(true);
  });

  it('a first visit has no choices and no notification', () => {
    useConsentStore.getState().restore(venue);
    expect(useConsentStore.getState().stored).toEqual({});
    expect(useUiStore.getState().notificationVisible).toBe(false);
  });

  it('stores every flag as cookies:{id} and the tracking choice', () => {
    useConsentStore.getState().store(
      [
        { id: 'video', accepted: true },
        { id: 'rooms', accepted: false },
      ],
      false,
    );
    expect(localStorage.getItem('cookies:video')).toBe('true');
    expect(localStorage.getItem('cookies:rooms')).toBe('false');
    expect(localStorage.getItem(TRACKING_CONSENT_STORAGE_KEY)).toBe('false');
    expect(useConsentStore.getState().stored).toEqual({ video: true, rooms: false });
  });
});
