import { describe, expect, it } from 'vitest';
import { venueArchitecture } from '../venue/venue.schema';
import { validateVenue } from '../venue/venue.validator';
import { exampleVenue } from '../venue/venue-test.helpers';
import { videoBackgroundProviderIds } from './background-video.rule';
import {
  acceptAll,
  acceptedProviderIds,
  BACKGROUND_VIDEO,
  blockedProviderIdsOf,
  blockedProviders,
  type ConsentProvider,
  consentChoices,
  consentLevelOf,
  isBlockedNoticeVisible,
  isProviderAccepted,
  setExternalMedia,
  shouldShowBanner,
  unacceptedProviderIds,
} from './consent.rule';

const essential: ConsentProvider = { id: 'session', type: 'TECHNICALLY_REQUIRED' };
const video: ConsentProvider = { id: 'video', type: 'EXTERNAL_MEDIA' };
const meeting: ConsentProvider = { id: 'meeting', type: 'EXTERNAL_MEDIA' };
const providers = [essential, video, meeting];

describe('cookie consent: which providers are accepted', () => {
  it('always accepts technically required providers, even stored as false', () => {
    expect(isProviderAccepted(essential, {}, 'DETAILED')).toBe(true);
    expect(isProviderAccepted(essential, { session: false }, 'SIMPLE')).toBe(true);
    expect(isProviderAccepted(essential, {}, undefined)).toBe(true);
  });

  it("accepts other providers stored as 'true' and no others", () => {
    expect(acceptedProviderIds(providers, { video: true, meeting: false }, 'DETAILED')).toEqual([
      'session',
      'video',
    ]);
    expect(acceptedProviderIds(providers, {}, 'SIMPLE')).toEqual(['session']);
  });

  it('accepts every provider when the banner type is NONE, whatever is stored', () => {
    expect(acceptedProviderIds(providers, { video: false }, 'NONE')).toEqual(['session', 'video', 'meeting']);
  });

  it('without a banner configuration (no consent management) accepts every provider, as NONE does', () => {
    expect(acceptedProviderIds(providers, {}, undefined)).toEqual(['session', 'video', 'meeting']);
    expect(acceptedProviderIds(providers, { video: false }, undefined)).toEqual([
      'session',
      'video',
      'meeting',
    ]);
    expect(isProviderAccepted(meeting, {}, undefined)).toBe(true);
  });

  it('the consent level of a venue without a banner configuration is NONE', () => {
    expect(consentLevelOf(undefined)).toBe('NONE');
    expect(consentLevelOf({ type: 'SIMPLE' })).toBe('SIMPLE');
    expect(consentLevelOf({ type: 'DETAILED' })).toBe('DETAILED');
    expect(consentLevelOf({ type: 'NONE' })).toBe('NONE');
  });

  it('a venue without a banner configuration neither asks nor blocks anything', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const accepted = acceptedProviderIds(providers, {}, consentLevelOf(undefined));
    const widgets = [{ type: 'MEETING' as const, configurations: [{ cookieProviders: ['meeting'] }] }];
    expect(blockedProviders({ widgets, backgroundVideoProviderIds: ['video'], accepted, now })).toEqual([]);
    expect(
      shouldShowBanner({
        providers,
        stored: {},
        bannerConfig: undefined,
        explicitlyOpened: true,
        onLegalPage: false,
      }),
    ).toBe(false);
  });
});

describe('cookie consent: when the banner shows', () => {
  const detailed = { type: 'DETAILED' as const };
  const allStored = { session: true, video: false, meeting: true };
  const base = {
    providers,
    stored: allStored,
    bannerConfig: detailed,
    explicitlyOpened: false,
    onLegalPage: false,
  };

  it('shows when a venue provider has no stored choice', () => {
    expect(shouldShowBanner({ ...base, stored: { session: true, video: true } })).toBe(true);
  });

  it('counts a technically required provider without a stored choice too', () => {
    expect(shouldShowBanner({ ...base, stored: { video: true, meeting: true } })).toBe(true);
  });

  it('does not show when every provider has a stored choice, false ones included', () => {
    expect(shouldShowBanner(base)).toBe(false);
  });

  it('shows when opened explicitly although every choice is stored', () => {
    expect(shouldShowBanner({ ...base, explicitlyOpened: true })).toBe(true);
  });

  it('never shows without a banner configuration or with type NONE', () => {
    for (const bannerConfig of [undefined, { type: 'NONE' as const }]) {
      expect(shouldShowBanner({ ...base, bannerConfig, stored: {} })).toBe(false);
      expect(shouldShowBanner({ ...base, bannerConfig, explicitlyOpened: true })).toBe(false);
    }
  });

  it('shows for SIMPLE as for DETAILED', () => {
    expect(shouldShowBanner({ ...base, bannerConfig: { type: 'SIMPLE' }, stored: {} })).toBe(true);
  });

  it('on a legal page shows only when opened explicitly', () => {
    expect(shouldShowBanner({ ...base, stored: {}, onLegalPage: true })).toBe(false);
    expect(shouldShowBanner({ ...base, stored: {}, onLegalPage: true, explicitlyOpened: true })).toBe(true);
  });

  it('does not show for a venue without providers unless opened', () => {
    expect(shouldShowBanner({ ...base, providers: [], stored: {} })).toBe(false);
    expect(shouldShowBanner({ ...base, providers: [], explicitlyOpened: true })).toBe(true);
  });
});

describe('cookie consent: banner actions', () => {
  it('accept all accepts every provider', () => {
    expect(acceptAll(providers)).toEqual({ session: true, video: true, meeting: true });
  });

  it('the external-media checkbox sets every external-media provider and keeps the rest', () => {
    expect(setExternalMedia(providers, { video: false, other: true }, true)).toEqual({
      session: true,
      video: true,
      meeting: true,
      other: true,
    });
    expect(setExternalMedia(providers, { video: true, meeting: true }, false)).toEqual({
      session: true,
      video: false,
      meeting: false,
    });
  });

  it('save records one flag per venue provider, technically required ones always accepted', () => {
    expect(consentChoices(providers, { session: false, video: true })).toEqual([
      { id: 'session', accepted: true },
      { id: 'video', accepted: true },
      { id: 'meeting', accepted: false },
    ]);
  });
});

describe('blocked notice: blocked providers', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const widget = (
    type: 'MEETING' | 'MEDIA_BOARD' | 'LINK',
    configurations: { begin?: string; end?: string; cookieProviders?: string[] }[],
  ) => ({ type, configurations });

  it('lists the unaccepted providers of the active configuration only', () => {
    const meetingWidget = widget('MEETING', [
      { end: '2026-03-01T10:00:00Z', cookieProviders: ['old'] },
      { begin: '2026-03-01T10:00:00Z', cookieProviders: ['meeting', 'session'] },
      { cookieProviders: ['later'] },
    ]);
    expect(blockedProviderIdsOf(meetingWidget, ['session'], now)).toEqual(['meeting']);
    expect(blockedProviders({ widgets: [meetingWidget], accepted: ['session'], now })).toEqual([
      { widgetType: 'MEETING', providerIds: ['meeting'] },
    ]);
  });

  it('uses the server time: a configuration is active at begin and no longer at end', () => {
    const timed = widget('MEETING', [
      { begin: '2026-03-01T12:00:00Z', end: '2026-03-01T13:00:00Z', cookieProviders: ['meeting'] },
    ]);
    expect(blockedProviderIdsOf(timed, [], new Date('2026-03-01T12:00:00Z'))).toEqual(['meeting']);
    expect(blockedProviderIdsOf(timed, [], new Date('2026-03-01T11:59:59.999Z'))).toEqual([]);
    expect(blockedProviderIdsOf(timed, [], new Date('2026-03-01T13:00:00Z'))).toEqual([]);
  });

  it('blocks nothing for a widget without an active configuration, or with everything accepted', () => {
    const ended = widget('LINK', [{ end: '2026-01-01T00:00:00Z', cookieProviders: ['video'] }]);
    const accepted = widget('LINK', [{ cookieProviders: ['video'] }]);
    expect(blockedProviders({ widgets: [ended, accepted], accepted: new Set(['video']), now })).toEqual([]);
  });

  it('groups by widget type, area and global widgets alike, without duplicates', () => {
    const widgets = [
      widget('MEETING', [{ cookieProviders: ['meeting', 'video'] }]),
      widget('MEDIA_BOARD', [{ cookieProviders: ['video'] }]),
      widget('MEETING', [{ cookieProviders: ['video', 'meeting', 'meeting'] }]),
    ];
    expect(blockedProviders({ widgets, accepted: [], now })).toEqual([
      { widgetType: 'MEETING', providerIds: ['meeting', 'video'] },
      { widgetType: 'MEDIA_BOARD', providerIds: ['video'] },
    ]);
  });

  it('blocks the video background when its providers are unaccepted', () => {
    expect(
      blockedProviders({ widgets: [], backgroundVideoProviderIds: ['video', 'video'], accepted: [], now }),
    ).toEqual([{ widgetType: BACKGROUND_VIDEO, providerIds: ['video'] }]);
    expect(
      blockedProviders({ widgets: [], backgroundVideoProviderIds: ['video'], accepted: ['video'], now }),
    ).toEqual([]);
  });

  it('removes duplicates from a provider list keeping their order', () => {
    expect(unacceptedProviderIds(['b', 'a', 'b', 'c'], ['c'])).toEqual(['b', 'a']);
  });

  it('works on the example venue: with nothing accepted its external media is blocked', () => {
    const result = validateVenue(exampleVenue());
    if (!result.ok) throw new Error('example venue invalid');
    const architecture = venueArchitecture(result.venue);
    const accepted = acceptedProviderIds(
      architecture.cookieProviders,
      {},
      architecture.cookieBannerConfig?.type,
    );
    expect(accepted).toEqual(['venue-session']);
    const widgets = [...architecture.globalWidgets, ...architecture.areas.flatMap((a) => a.contentWidgets)];
    const background = architecture.areas
      .flatMap((a) => a.viewPoints)
      .map((v) => v.background)
      .find((b) => b.type === 'BackgroundVideo');
    if (background?.type !== 'BackgroundVideo') throw new Error('example venue has no video background');
    const backgroundVideoProviderIds = videoBackgroundProviderIds(
      background.videoUrl,
      architecture.cookieProviders,
    );
    const blocked = blockedProviders({
      widgets,
      backgroundVideoProviderIds,
      accepted,
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(blocked.length).toBeGreaterThan(1);
    expect(blocked.at(-1)).toEqual({ widgetType: BACKGROUND_VIDEO, providerIds: ['vimeo'] });
    for (const entry of blocked) expect(entry.providerIds).not.toContain('venue-session');
    const all = acceptedProviderIds(
      architecture.cookieProviders,
      acceptAll(architecture.cookieProviders),
      'DETAILED',
    );
    expect(
      blockedProviders({
        widgets,
        backgroundVideoProviderIds,
        accepted: all,
        now: new Date('2026-01-01T00:00:00Z'),
      }),
    ).toEqual([]);
  });
});

describe('blocked notice: visibility', () => {
  const blocked = [{ widgetType: 'MEETING' as const, providerIds: ['meeting'] }];

  it('shows the snackbar only with notifications on, the banner hidden and something blocked', () => {
    const base = { mode: 'snackbar' as const, notificationVisible: true, bannerVisible: false, blocked };
    expect(isBlockedNoticeVisible(base)).toBe(true);
    expect(isBlockedNoticeVisible({ ...base, notificationVisible: false })).toBe(false);
    expect(isBlockedNoticeVisible({ ...base, bannerVisible: true })).toBe(false);
    expect(isBlockedNoticeVisible({ ...base, blocked: [] })).toBe(false);
  });

  it('shows the inline notice whenever something is blocked', () => {
    const base = { mode: 'inline' as const, notificationVisible: false, bannerVisible: true, blocked };
    expect(isBlockedNoticeVisible(base)).toBe(true);
    expect(isBlockedNoticeVisible({ ...base, blocked: [] })).toBe(false);
  });
});
