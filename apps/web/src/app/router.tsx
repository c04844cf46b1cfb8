import { createBrowserRouter, Outlet, redirect } from 'react-router';
import { AreaPage } from '../features/area/area-page';
import { fetchLoginOptions, fetchUserInfo } from '../shared/api/auth.api';
import { fetchVenue, fetchVenueVersion } from '../shared/api/venue.api';
import { isLoggedIn } from '../shared/stores/session.store';
import type { GuardApi } from './guards/guard.types';
import { withPrefetch } from './guards/prefetched-api';
import { runGuards } from './guards/run-guards';
import { GuardErrorPage } from './layout/guard-error-page';
import { LoadingOverlay } from './layout/loading-overlay';
import { RootLayout } from './layout/root-layout';

const legalPage = (page: 'imprint' | 'privacyPolicy') => async () => {
  const { LegalPage } = await import('../features/legal/legal-page');
  return { Component: () => <LegalPage page={page} /> };
};

export const guardApi: GuardApi = { fetchVenue, fetchVenueVersion, fetchUserInfo, fetchLoginOptions };

export function createAppRouter() {
  const api = withPrefetch(guardApi, new URL(window.location.href), isLoggedIn());
  return createBrowserRouter([
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
      children: [
        {
          path: 'work-in-progress',
          lazy: async () => ({
            Component: (await import('../features/work-in-progress/work-in-progress-page'))
              .WorkInProgressPage,
          }),
        },
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('../features/login/login-page')).LoginPage }),
        },
        {
          path: 'login/reset-password',
          lazy: async () => ({
            Component: (await import('../features/login/reset-password-page')).ResetPasswordPage,
          }),
        },
        {
          path: 'v/:architectureId',
          element: <Outlet />,
          children: [
            { path: 'imprint', lazy: legalPage('imprint') },
            { path: 'privacy-policy', lazy: legalPage('privacyPolicy') },
            { path: 'area/:areaId?', element: <AreaPage /> },
            {
              path: 'area-whereby-meeting/:areaId/:widgetId/:configId',
              lazy: async () => ({
                Component: (await import('../features/meeting/meeting-page')).MeetingPage,
              }),
            },
          ],
        },
        { path: '*', element: null },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
