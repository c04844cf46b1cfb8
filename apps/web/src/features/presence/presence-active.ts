import { isLoginEnabled } from '@atrium/domain';
import { wantsRealtime } from '../../shared/realtime/realtime-gate';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';
import { usePresenceStore } from './presence.store';

/**
 * Spec §6: presence is for logged-in users (not guests), and active only when the userPresence
 * feature is on and login is enabled.
 */
export function isPresenceActive(input: {
  userPresence: boolean;
  loginEnabled: boolean;
  token: string | undefined;
  pathname: string;
}): boolean {
  return input.userPresence && input.loginEnabled && wantsRealtime(input);
}

export function usePresenceActive(pathname: string): boolean {
  const userPresence = useUiConfigStore((s) => s.config.features.userPresence);
  return useSessionStore((s) =>
    isPresenceActive({
      userPresence,
      // Unknown login options: login is enabled until an anonymous option says otherwise (§2.2).
      loginEnabled: s.loginOptions ? isLoginEnabled(s.loginOptions) : true,
      token: s.accessToken,
      pathname,
    }),
  );
}

/** Presence is active and its first page is there: the header grows to 102 px (spec §2.3, §9). */
export function usePresenceReady(pathname: string): boolean {
  const active = usePresenceActive(pathname);
  const ready = usePresenceStore((s) => s.ready);
  const outdated = useRealtimeStatus((s) => s.status === 'outdated');
  return active && ready && !outdated;
}
