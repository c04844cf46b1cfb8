import type { UserProfile } from '@atrium/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { useSessionStore } from '../../shared/stores/session.store';
import { user } from '../../testing/guard-fixtures';
import { openAttendeeProfile } from './open-attendee-profile';
import { useProfilePanel } from './profile-panel.store';

const profileOf = (userId: string): UserProfile => ({
  userId,
  attributes: { name: `Name of ${userId}` },
  avatarUri: null,
  privileged: false,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the profile panel', () => {
  beforeEach(() => {
    useProfilePanel.setState({ panel: { state: 'none' }, failure: undefined });
    useSessionStore.setState({ user });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('goes from none to loading (with the user id) to showing the attendee profile', async () => {
    const load = deferred<UserProfile>();
    const opening = openAttendeeProfile('u2', () => load.promise);
    expect(useProfilePanel.getState().panel).toEqual({ state: 'loading', userId: 'u2' });
    load.resolve(profileOf('u2'));
    await opening;
    expect(useProfilePanel.getState().panel).toEqual({ state: 'attendee', profile: profileOf('u2') });
  });

  it('returns to none with “not available” when the profile is not there or not shared (404)', async () => {
    await openAttendeeProfile('u2', async () => {
      throw new ApiError('PROCESSING_ERROR', 404, 'profile.not_found', 'No such profile.');
    });
    expect(useProfilePanel.getState()).toMatchObject({
      panel: { state: 'none' },
      failure: 'profile.notAvailable',
    });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('returns to none with “could not load” on other failures, and logs them', async () => {
    await openAttendeeProfile('u2', async () => {
      throw new ApiError('NOT_REACHABLE', undefined, undefined, 'Network Error');
    });
    expect(useProfilePanel.getState()).toMatchObject({
      panel: { state: 'none' },
      failure: 'profile.loadFailed',
    });
    expect(console.warn).toHaveBeenCalled();
  });

  it('shows only the profile asked for last when an earlier answer comes late', async () => {
    const first = deferred<UserProfile>();
    const openingFirst = openAttendeeProfile('u2', () => first.promise);
    await openAttendeeProfile('u3', async () => profileOf('u3'));
    first.resolve(profileOf('u2'));
    await openingFirst;
    expect(useProfilePanel.getState().panel).toEqual({ state: 'attendee', profile: profileOf('u3') });
  });

  it('ignores an answer that arrives after the panel was closed', async () => {
    const load = deferred<UserProfile>();
    const opening = openAttendeeProfile('u2', () => load.promise);
    useProfilePanel.getState().close();
    load.reject(new Error('late'));
    await opening;
    expect(useProfilePanel.getState()).toMatchObject({ panel: { state: 'none' }, failure: undefined });
  });

  it('opens the own profile for the viewer’s own id, without loading', async () => {
    const load = vi.fn();
    await openAttendeeProfile(user.userId, load);
    expect(load).not.toHaveBeenCalled();
    expect(useProfilePanel.getState().panel).toEqual({ state: 'own' });
  });
});
