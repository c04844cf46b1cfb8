import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { AreaPage } from '../features/area/area-page';
import { fetchLoginOptions, fetchUserInfo } from '../shared/api/auth.api';
import { fetchVenue, fetchVenueVersion } from '../shared/api/venue.api';
import { type RouteName, routeNames, routeTable } from '../shared/routing/route-paths';
import { isLoggedIn } from '../shared/stores/session.store';
import type { GuardApi } from './guards/guard.types';
import { withPrefetch } from './guards/prefetched-api';
import { runGuards } from './guards/run-guards';
import { GuardErrorPage } from './layout/guard-error-page';
import { LoadingOverlay } from './layout/loading-overlay';
import { RootLayout } from './layout/root-layout';

/** What a route shows: an element, or a page loaded on first use (its own chunk). */
type RouteView = { element: ReactNode } | { lazy: () => Promise<{ Component: ComponentType }> };

const legalPage = (page: 'imprint' | 'privacyPolicy') => async () => {
  const { LegalPage } = await import('../features/legal/legal-page');
  return { Component: () => <LegalPage page={page} /> };
};

/** The page of each named route; the paths are in the route table (the compiler checks it is complete). */
const routeViews: Record<RouteName, RouteView> = {
  WorkInProgress: {
    lazy: async () => ({
      Component: (await import('../features/work-in-progress/work-in-progress-page')).WorkInProgressPage,
    }),
  },
  login: { lazy: async () => ({ Component: (await import('../features/login/login-page')).LoginPage }) },
  resetPassword: {
    lazy: async () => ({
      Component: (await import('../features/login/reset-password-page')).ResetPasswordPage,
    }),
  },
  // The venue-loading guard sends it on to the default area.
  ArchitectureView: { element: null },
  imprint: { lazy: legalPage('imprint') },
  privacyPolicy: { lazy: legalPage('privacyPolicy') },
  Area: { element: <AreaPage /> },
  AreaWherebyMeeting: {
    lazy: async () => ({ Component: (await import('../features/meeting/meeting-page')).MeetingPage }),
  },
  // The guards send it to the default area.
  FallbackToDefaultArea: { element: null },
};

export const guardApi: GuardApi = { fetchVenue, fetchVenueVersion, fetchUserInfo, fetchLoginOptions };

export function createAppRouter() {
  const api = withPrefetch(guardApi, new URL(window.location.href), isLoggedIn());
  return createBrowserRouter([
    // The organisers' studio: its own layout and guard, and its own chunks.
    { path: '/studio/*', lazy: () => import('../studio/shell/studio-route') },
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <GuardErrorPage />,
      HydrateFallback: () => <LoadingOverlay />,
      loader: async ({ request }) => {
        const to = await runGuards(new URL(request.url), api);
        if (to) throw redirect(to);
        return null;
      },
      // Guards run before every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      children: routeNames.map((name) => ({ path: routeTable[name].path, ...routeViews[name] })),
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
