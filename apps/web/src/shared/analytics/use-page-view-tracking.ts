import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { resolveTarget } from '../routing/route-paths';
import { useVenueStore } from '../stores/venue.store';
import { trackPageView } from './track';

/** Spec §2.1: the work-in-progress and login pages are excluded from analytics. */
const excluded = new Set(['WorkInProgress', 'login', 'resetPassword']);

/** Records a page view after every navigation to an included route of a loaded venue. */
export function usePageViewTracking() {
  const { pathname } = useLocation();
  const venueLoaded = useVenueStore((s) => Boolean(s.venue));
  useEffect(() => {
    if (!venueLoaded) return;
    const target = resolveTarget(new URL(pathname, window.location.origin));
    if ('name' in target && !excluded.has(target.name)) trackPageView(pathname);
  }, [pathname, venueLoaded]);
}
