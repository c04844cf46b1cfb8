// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { fakeApi, passwordLogin, published, resetStores, venueFixture } from '../../testing/guard-fixtures';
import { applyPushedVenueVersion, refreshVenueVersion, startVersionWatcher } from './version-watcher';

beforeEach(() => {
  resetStores();
  useSessionStore.setState({ accessToken: 'token', loginOptions: passwordLogin });
  useVenueStore.setState({ venue: venueFixture(), version: published('expo', 3) });
});

describe('refreshVenueVersion', () => {
  it('does nothing while the version is unchanged', async () => {
    const navigate = vi.fn();
    expect(await refreshVenueVersion(fakeApi().api, navigate)).toBe('none');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the visitor to / when the venue was unpublished during the visit', async () => {
    const navigate = vi.fn();
    const { api } = fakeApi({ fetchVenueVersion: async () => published('expo', -1) });
    expect(await refreshVenueVersion(api, navigate)).toBe('unpublished');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useVenueStore.getState().venue).toBeUndefined();
  });

  it('reloads the venue without a page reload when a newer version is published', async () => {
    const newer = venueFixture();
    newer.architectures[0]!.defaultAreaId = 'hall';
    const { api, calls } = fakeApi({
      fetchVenueVersion: async () => published('expo', 4),
      fetchVenue: async () => newer,
    });
    expect(await refreshVenueVersion(api, vi.fn())).toBe('reload-venue');
    expect(calls).toContain('venue:expo');
    expect(useVenueStore.getState().venue?.architectures[0]?.defaultAreaId).toBe('hall');
    expect(useVenueStore.getState().version?.publishedVersion).toBe(4);
  });

  it('opens the area the work-in-progress page remembered once the venue is published again', async () => {
    useVenueStore.setState({ venue: undefined, version: published('expo', -1) });
    window.history.pushState(
      {},
      '',
      `/work-in-progress?redirect=${encodeURIComponent('/v/expo/area/lounge')}`,
    );
    const navigate = vi.fn();
    const { api } = fakeApi({ fetchVenueVersion: async () => published('expo', 4) });
    expect(await refreshVenueVersion(api, navigate)).toBe('reload-venue');
    expect(navigate).toHaveBeenCalledWith('/v/expo/area/lounge');
    window.history.pushState({}, '', '/');
  });

  it('only takes the version when it went backwards', async () => {
    const { api, calls } = fakeApi({ fetchVenueVersion: async () => published('expo', 2) });
    expect(await refreshVenueVersion(api, vi.fn())).toBe('reload-version');
    expect(calls).not.toContain('venue:expo');
  });

  it('ignores changes while login is required and nobody is logged in', async () => {
    useSessionStore.setState({ accessToken: undefined });
    const { api } = fakeApi({ fetchVenueVersion: async () => published('expo', -1) });
    expect(await refreshVenueVersion(api, vi.fn())).toBe('none');
  });
});

describe('startVersionWatcher', () => {
  it('polls every interval, retries a failed round once silently and can be stopped', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const { api, calls } = fakeApi({
      fetchVenueVersion: async () => {
        if (failures-- > 0) throw new Error('offline');
        return published('expo', 3);
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = startVersionWatcher(api, vi.fn(), 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.filter((c) => c === 'version')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // first round: failed, retried once, failed again → logged; errors suppressed meanwhile
    expect(calls.filter((c) => c === 'version')).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('Venue version refresh failed', expect.any(Error));
    expect(useUiStore.getState().errorSuppression).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.filter((c) => c === 'version')).toHaveLength(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.filter((c) => c === 'version')).toHaveLength(3);
    vi.useRealTimers();
    warn.mockRestore();
  });
});

describe('applyPushedVenueVersion', () => {
  it('acts on a pushed publication at once, without asking for the version again', async () => {
    const { api, calls } = fakeApi();
    const navigate = vi.fn();
    const stop = startVersionWatcher(api, navigate, 60_000);
    await applyPushedVenueVersion(published('expo', 4));
    expect(calls).toEqual(['venue:expo']);
    expect(useVenueStore.getState().version?.publishedVersion).toBe(4);
    await applyPushedVenueVersion(published('expo', -1));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useUiStore.getState().errorSuppression).toBe(0);
    stop();
  });

  it('ignores a version of the other mode (a stage save while the live venue is shown)', async () => {
    const { api, calls } = fakeApi();
    const stop = startVersionWatcher(api, vi.fn(), 60_000);
    await applyPushedVenueVersion({ ...published('expo', 3), mode: 'STAGE', version: 9 });
    expect(calls).toEqual([]);
    expect(useVenueStore.getState().version).toEqual(published('expo', 3));
    stop();
  });

  it('does nothing once the watcher is stopped', async () => {
    const { api, calls } = fakeApi();
    startVersionWatcher(api, vi.fn(), 60_000)();
    await applyPushedVenueVersion(published('expo', 4));
    expect(calls).toEqual([]);
    expect(useVenueStore.getState().version?.publishedVersion).toBe(3);
  });
});
