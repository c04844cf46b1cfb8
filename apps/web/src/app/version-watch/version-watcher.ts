import {
  decideVersionChange,
  isLoginEnabled,
  VERSION_POLL_INTERVAL_MS,
  type VenueVersion,
} from '@atrium/domain';
import { pathTo, safeRedirect } from '../../shared/routing/route-paths';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import type { GuardApi } from '../guards/guard.types';
import { fetchProfile } from '../guards/profile';

type Navigate = (to: string) => unknown;

/**
 * Where a newly published venue opens: the work-in-progress page goes on to the area it
 * remembered (as its 'Try again' does); elsewhere the start.
 */
function entryAfterPublication(): string {
  const { pathname, searchParams } = new URL(window.location.href);
  return pathname === pathTo('WorkInProgress') ? safeRedirect(searchParams.get('redirect')) : '/';
}

/** One round: refresh the profile and the venue version, and act on what changed (spec §4). */
export async function refreshVenueVersion(api: GuardApi, navigate: Navigate) {
  await fetchProfile(api);
  return applyVenueVersion(api, navigate, await api.fetchVenueVersion());
}

/** Acts on the venue version the server reports now (spec §4 "Venue version watching"). */
export async function applyVenueVersion(api: GuardApi, navigate: Navigate, latest: VenueVersion) {
  const store = useVenueStore.getState();
  const current = store.version;
  const session = useSessionStore.getState();
  const decision = decideVersionChange({
    loginEnabled: isLoginEnabled(session.loginOptions ?? []),
    loggedIn: Boolean(session.accessToken),
    mode: latest.mode,
    current: { version: current?.version, publishedVersion: current?.publishedVersion ?? -1 },
    latest: { version: latest.version, publishedVersion: latest.publishedVersion },
  });
  switch (decision) {
    case 'none':
      return decision;
    case 'unpublished':
      store.clearVenue();
      store.setVersion(latest);
      await navigate('/');
      return decision;
    case 'reload-version':
      store.setVersion(latest);
      return decision;
    case 'reload-venue': {
      const architectureId = latest.publishedArchitectureId;
      const shown = architectureOf(store.venue)?.id;
      store.setVersion(latest);
      if (architectureId && architectureId === shown) {
        store.setVenue(await api.fetchVenue(architectureId));
      } else {
        store.clearVenue();
        await navigate(entryAfterPublication());
      }
      return decision;
    }
  }
}

/** The running watcher's calls, for versions the realtime connection pushes. */
let running: { api: GuardApi; navigate: Navigate } | undefined;

/**
 * A version the server pushed (a publication, an unpublication, a stage save): acted on at once,
 * without asking the server again; the poll stays as the fallback. A version of the other mode
 * (a stage save while the live venue is shown) is not this viewer's business.
 */
export async function applyPushedVenueVersion(latest: VenueVersion) {
  if (!running) return;
  const shownMode = useVenueStore.getState().version?.mode ?? 'LIVE';
  if (latest.mode !== shownMode) return;
  const ui = useUiStore.getState();
  ui.suppressErrors();
  try {
    await applyVenueVersion(running.api, running.navigate, latest);
  } catch (error) {
    console.warn('Venue version update failed', error);
  } finally {
    useUiStore.getState().releaseErrors();
  }
}

/**
 * The polling loop: refresh, then wait 120000 ms. A failed round is retried once silently and
 * then logged; default error dialogs stay suppressed while it runs. Returns the stop switch.
 */
export function startVersionWatcher(
  api: GuardApi,
  navigate: Navigate,
  intervalMs = VERSION_POLL_INTERVAL_MS,
) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const calls = { api, navigate };
  running = calls;

  const round = async () => {
    if (stopped) return;
    const ui = useUiStore.getState();
    ui.suppressErrors();
    try {
      await refreshVenueVersion(api, navigate).catch(() => refreshVenueVersion(api, navigate));
    } catch (error) {
      console.warn('Venue version refresh failed', error);
    } finally {
      useUiStore.getState().releaseErrors();
    }
    if (!stopped) timer = setTimeout(round, intervalMs);
  };

  timer = setTimeout(round, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (running === calls) running = undefined;
  };
}
