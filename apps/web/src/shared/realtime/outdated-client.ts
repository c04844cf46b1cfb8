import { REALTIME_PROTOCOL_VERSION } from '@atrium/domain';

/** The handshake error of a server that speaks another protocol version. */
export const OUTDATED_CLIENT_ERROR = 'realtime.outdated_client';

export const OUTDATED_RELOAD_KEY = 'realtime:outdated-reload';

/**
 * An outdated client reloads the page to get the server's current app, once per protocol version
 * and tab (recorded in session storage): a page served from a stale cache must not reload forever.
 * Returns whether it reloads.
 */
export function reloadOnceWhenOutdated(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  protocol = REALTIME_PROTOCOL_VERSION,
): boolean {
  if (storage.getItem(OUTDATED_RELOAD_KEY) === String(protocol)) return false;
  storage.setItem(OUTDATED_RELOAD_KEY, String(protocol));
  reload();
  return true;
}
