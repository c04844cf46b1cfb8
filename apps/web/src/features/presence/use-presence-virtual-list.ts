import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect } from 'react';
import { usePresenceStore } from './presence.store';
import { needsWindow, windowAround } from './presence-window';

/**
 * A virtualised view of the presence list: only the rows on the screen are drawn, for any number
 * of attendees. While this list is the one shown last (the window's owner), scrolling asks the
 * server for the window around the rows shown; rows not loaded yet show as placeholders.
 */
export function usePresenceVirtualList(options: {
  owner: string;
  scrollRef: RefObject<HTMLElement | null>;
  itemSize: number;
  horizontal?: boolean;
  rtl?: boolean;
}) {
  const { owner, scrollRef, itemSize, horizontal = false, rtl = false } = options;
  const total = usePresenceStore((s) => s.total);
  const isOwner = usePresenceStore((s) => s.windowOwners.at(-1) === owner);
  const filters = usePresenceStore((s) => s.filters);

  useEffect(() => {
    usePresenceStore.getState().claimWindow(owner);
    return () => usePresenceStore.getState().releaseWindow(owner);
  }, [owner]);

  const virtualizer = useVirtualizer({
    count: total,
    horizontal,
    isRtl: horizontal && rtl,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => itemSize,
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (!isOwner) return;
    const store = usePresenceStore.getState();
    if (needsWindow(store.window, first, last, total)) store.setWindow(windowAround(first, last, total));
  }, [isOwner, first, last, total]);

  // Other filters are another list: it is shown from its start (the window went back to 0 too).
  useEffect(() => {
    if (filters) virtualizer.scrollToOffset(0);
  }, [filters, virtualizer]);

  return { virtualizer, items, total, visibleCount: Math.max(1, last - first + 1) };
}
