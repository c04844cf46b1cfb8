/**
 * The row a key moves the active row of the attendee list to (listbox pattern), or undefined for
 * keys the list leaves alone. In a horizontal list laid out right to left, the arrows swap.
 */
export function nextIndex(input: {
  key: string;
  active: number;
  total: number;
  /** Rows on a screen, for Page Up and Page Down. */
  page: number;
  horizontal: boolean;
  rtl: boolean;
}): number | undefined {
  const { key, active, total, page, horizontal, rtl } = input;
  if (total === 0) return undefined;
  const forward = horizontal ? (rtl ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown';
  const back = horizontal ? (rtl ? 'ArrowRight' : 'ArrowLeft') : 'ArrowUp';
  const clamp = (index: number) => Math.max(0, Math.min(total - 1, index));
  switch (key) {
    case forward:
      return clamp(active + 1);
    case back:
      return clamp(active - 1);
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    case 'PageDown':
      return clamp(active + Math.max(1, page));
    case 'PageUp':
      return clamp(active - Math.max(1, page));
    default:
      return undefined;
  }
}

/** Keys that open an attendee's menu from the list. */
export const opensMenu = (event: { key: string; shiftKey: boolean }) =>
  event.key === 'Enter' ||
  event.key === ' ' ||
  event.key === 'ContextMenu' ||
  (event.shiftKey && event.key === 'F10');
