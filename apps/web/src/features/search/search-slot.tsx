import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';
import { useAfterFirstPaint } from '../../shared/ui/after-first-paint';

// The search loads after the first picture is painted, where the venue has it (features.ai) and
// someone is in: nothing of it is in the first load but these lines.
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/** The 'ask me anything' input of the desktop header, or (phone) the host of the drawer's. */
export function SearchSlot({ variant }: { variant: 'header' | 'phone' }) {
  const on = useUiConfigStore((s) => s.config.features.ai);
  const signedIn = useSessionStore((s) => Boolean(s.user));
  const painted = useAfterFirstPaint();
  if (!on || !signedIn || !painted) return null;
  return (
    <Suspense fallback={null}>
      <SearchBox variant={variant} />
    </Suspense>
  );
}
