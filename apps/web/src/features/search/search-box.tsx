import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchStore } from './search.store';
import { SearchField } from './search-field';
import { isSearchShortcut } from './search-shortcut';

const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog')).SearchDialog }));
/** Fetches the dialog's chunk ahead, when the visitor starts to ask. */
const preload = () => void import('./search-dialog').catch(() => undefined);

/**
 * The search of a header: on desktop the input itself, on phones (where the input is in the
 * drawer) only the dialog; "/" or Ctrl/Cmd+K focuses the input, or opens the dialog on phones.
 */
export function SearchBox({ variant }: { variant: 'header' | 'phone' }) {
  const input = useRef<HTMLInputElement>(null);
  const open = useSearchStore((s) => s.open);
  const used = useRef(false);
  used.current ||= open;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || useSearchStore.getState().open) return;
      event.preventDefault();
      if (input.current) input.current.focus();
      else useSearchStore.getState().show('answer');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {variant === 'header' && (
        <span onFocusCapture={preload} style={{ display: 'contents' }}>
          <SearchField inputRef={input} />
        </span>
      )}
      {used.current && (
        <Suspense fallback={null}>
          <SearchDialog />
        </Suspense>
      )}
    </>
  );
}
