import type { UserProfile } from '@atrium/domain';
import { ApiError } from '../../shared/api/http-client';
import { useSessionStore } from '../../shared/stores/session.store';
import { useProfilePanel } from './profile-panel.store';

export type ProfileLoader = (userId: string) => Promise<UserProfile>;

/** The message of a profile that cannot be shown: not there or not shared (404), or a failure. */
export function profileFailureKey(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? 'profile.notAvailable' : 'profile.loadFailed';
}

/**
 * Opens an attendee's profile (spec §4): loading with the user id, then showing it; a failed
 * load returns to none with a message. The viewer's own id opens the own profile panel instead.
 */
export async function openAttendeeProfile(userId: string, load: ProfileLoader): Promise<void> {
  const panel = useProfilePanel.getState();
  if (userId === useSessionStore.getState().user?.userId) {
    panel.openOwn();
    return;
  }
  panel.startLoading(userId);
  try {
    useProfilePanel.getState().loaded(userId, await load(userId));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404))
      console.warn('Could not load the profile', error);
    useProfilePanel.getState().failed(userId, profileFailureKey(error));
  }
}
