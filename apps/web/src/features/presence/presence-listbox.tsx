import type { AttendeeEntry } from '@atrium/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { nextIndex, opensMenu } from './list-keys';
import { entryAt, usePresenceStore } from './presence.store';
import { usePresenceVirtualList } from './use-presence-virtual-list';

type Props = {
  /** Which list this is (one list at a time decides the watched window). */
  owner: string;
  label: string;
  itemSize: number;
  horizontal?: boolean;
  sx?: SxProps<Theme>;
  selectedUid?: string | undefined;
  /** Click, Enter, Space, the context menu key or a right click on an attendee. */
  onActivate: (entry: AttendeeEntry, element: HTMLElement) => void;
  renderEntry: (entry: AttendeeEntry) => ReactNode;
  /** Receives the scrolling element (the floating card is placed beside it). */
  listRef?: RefObject<HTMLDivElement | null>;
};

/**
 * The attendees as a listbox: one tab stop, the arrow keys (Home, End, Page Up/Down) move the
 * active attendee, announced with its position in the whole list; only the rows on the screen
 * exist in the page (virtualised), so thousands of attendees scroll smoothly.
 */
export function PresenceListbox({
  owner,
  label,
  itemSize,
  horizontal = false,
  sx,
  selectedUid,
  onActivate,
  renderEntry,
  listRef,
}: Props) {
  const rtl = useTheme().direction === 'rtl';
  const ownRef = useRef<HTMLDivElement>(null);
  const scrollRef = listRef ?? ownRef;
  const { virtualizer, items, total, visibleCount } = usePresenceVirtualList({
    owner,
    scrollRef,
    itemSize,
    horizontal,
    rtl,
  });
  const offset = usePresenceStore((s) => s.offset);
  const entries = usePresenceStore((s) => s.entries);
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, total - 1));
  const idPrefix = useId();
  const optionId = (index: number) => `${idPrefix}-attendee-${index}`;
  const optionAt = (index: number) =>
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`) ?? undefined;

  const moveTo = (index: number) => {
    setActive(index);
    virtualizer.scrollToIndex(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = nextIndex({ key: event.key, active: activeIndex, total, page: visibleCount, horizontal, rtl });
    if (to !== undefined) {
      event.preventDefault();
      moveTo(to);
      return;
    }
    const entry = entryAt({ offset, entries }, activeIndex);
    const element = optionAt(activeIndex);
    if (opensMenu(event) && entry && element) {
      event.preventDefault();
      onActivate(entry, element);
    }
  };
  // Focus arriving with the active attendee scrolled away starts at the first one shown.
  const onFocus = () => {
    const shown = items.some((item) => item.index === activeIndex);
    if (!shown && items[0]) setActive(items[0].index);
  };
  const place = (start: number, size: number): CSSProperties =>
    horizontal
      ? {
          position: 'absolute',
          top: 0,
          height: '100%',
          width: size,
          ...(rtl
            ? { right: 0, transform: `translateX(${-start}px)` }
            : { left: 0, transform: `translateX(${start}px)` }),
        }
      : {
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: size,
          transform: `translateY(${start}px)`,
        };

  return (
    <Box
      ref={scrollRef}
      role="listbox"
      aria-label={label}
      aria-orientation={horizontal ? 'horizontal' : 'vertical'}
      aria-activedescendant={total > 0 ? optionId(activeIndex) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid={`presence-list-${owner.split(':')[0]}`}
      sx={[
        {
          position: 'relative',
          overflow: 'auto',
          overscrollBehavior: 'contain',
          outline: 'none',
          borderRadius: 1,
          '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
          '&:focus-visible [data-active="true"]': { bgcolor: 'action.focus' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <div
        style={{
          position: 'relative',
          [horizontal ? 'width' : 'height']: virtualizer.getTotalSize(),
          [horizontal ? 'height' : 'width']: '100%',
        }}
      >
        {items.map((item) => {
          const entry = entryAt({ offset, entries }, item.index);
          const select = (element: HTMLElement) => {
            if (!entry) return;
            setActive(item.index);
            onActivate(entry, element);
          };
          return (
            <Box
              key={item.key}
              id={optionId(item.index)}
              role="option"
              aria-setsize={total}
              aria-posinset={item.index + 1}
              aria-selected={Boolean(entry && entry.uid === selectedUid)}
              aria-busy={entry ? undefined : true}
              data-index={item.index}
              data-uid={entry?.uid}
              data-active={item.index === activeIndex}
              onClick={(event) => select(event.currentTarget)}
              onContextMenu={(event) => {
                if (!entry) return;
                event.preventDefault();
                select(event.currentTarget);
              }}
              style={place(item.start, item.size)}
              sx={{
                cursor: entry ? 'pointer' : 'default',
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.hover' },
                '&[aria-selected="true"]': { bgcolor: 'action.selected' },
              }}
            >
              {entry ? renderEntry(entry) : <Placeholder horizontal={horizontal} />}
            </Box>
          );
        })}
      </div>
    </Box>
  );
}

function Placeholder({ horizontal }: { horizontal: boolean }) {
  return horizontal ? (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, pt: 0.5 }}>
      <Skeleton variant="circular" width={32} height={32} />
      <Skeleton variant="text" width={40} />
    </Box>
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, height: '100%' }}>
      <Skeleton variant="circular" width={36} height={36} />
      <Skeleton variant="text" sx={{ flex: 1 }} />
    </Box>
  );
}
