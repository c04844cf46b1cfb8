import { type PresenceView, presenceEvents } from '@atrium/domain';
import { useEffect, useRef } from 'react';
import { realtime } from '../../shared/realtime/realtime';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { onBeforeSessionEnd } from '../../shared/session/session-lifecycle';
import { useVenueStore } from '../../shared/stores/venue.store';
import { usePresenceStore } from './presence.store';
import { usePresenceScope } from './presence-scope';
import { useDebouncedValue } from './use-debounced-value';
import { createWatchSequencer } from './watch-sequencer';

/** How long the name search waits for typing to pause. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Keeps this viewer's presence in step with the app while presence is active: `presence:move` on
 * entering the venue, on every area change and after every reconnect; `presence:watch` with the
 * filters and the window the lists ask for, its pages and the pushed ones into the store;
 * `presence:leave` before logout ends the session; `presence:unwatch` when presence ends.
 */
export function PresenceController() {
  const scope = usePresenceScope();
  const architectureId = scope?.architectureId;
  const mode = scope?.mode;
  // Set by the area view for the area shown; the meeting and legal pages keep the last one.
  const areaId = useVenueStore((s) => s.lastAreaId);
  const connection = useRealtimeStatus((s) => (s.status === 'connected' ? s.connection : 0));
  const selfVersion = usePresenceStore((s) => s.selfVersion);
  const { thisArea, myCompany, query } = usePresenceStore((s) => s.filters);
  const { offset, limit } = usePresenceStore((s) => s.window);
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const sequencer = useRef(createWatchSequencer()).current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed own profile (selfVersion) is sent again
  useEffect(() => {
    if (!connection || !architectureId || !mode || !areaId) return;
    realtime.emit(presenceEvents.move, { architectureId, mode, areaId }).then(
      ({ entry }) => usePresenceStore.getState().setSelf(entry),
      (error) => console.warn('Failed to update presence of attendee', error),
    );
  }, [connection, architectureId, mode, areaId, selfVersion]);

  const watchedArea = thisArea ? areaId : undefined;
  // The server reads the viewer's company and listing when a view is watched: a changed own
  // profile (selfVersion) asks for the view again, so "my company" and the own entry follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: selfVersion re-watches
  useEffect(() => {
    if (!connection) {
      sequencer.reset();
      return;
    }
    if (!architectureId || !mode || (thisArea && !watchedArea)) return;
    const view: PresenceView = { architectureId, mode, myCompany, query: search, offset, limit };
    if (watchedArea) view.areaId = watchedArea;
    const ticket = sequencer.begin();
    realtime.emit(presenceEvents.watch, view).then(
      (page) => {
        if (sequencer.settle(ticket)) usePresenceStore.getState().applyPage(page);
      },
      (error) => {
        if (sequencer.settle(ticket)) console.warn('Failed to watch the presence list', error);
      },
    );
  }, [
    connection,
    architectureId,
    mode,
    thisArea,
    watchedArea,
    myCompany,
    search,
    offset,
    limit,
    sequencer,
    selfVersion,
  ]);

  useEffect(
    () =>
      realtime.on(presenceEvents.page, (page) => {
        if (sequencer.acceptsPush()) usePresenceStore.getState().applyPage(page);
      }),
    [sequencer],
  );

  useEffect(() => {
    if (!architectureId || !mode) return;
    return onBeforeSessionEnd(() => realtime.emit(presenceEvents.leave, { architectureId, mode }));
  }, [architectureId, mode]);

  useEffect(
    () => () => {
      realtime.emit(presenceEvents.unwatch, {}).catch(() => undefined);
      usePresenceStore.getState().reset();
    },
    [],
  );

  return null;
}
