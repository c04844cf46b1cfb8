import { RouterProvider } from 'react-router';
import { AppThemeProvider } from '../shared/theme/app-theme-provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>
  );
}
