import type { UiConfig } from '@atrium/domain';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DefaultAreaPage } from '../features/area/default-area-page';
import { themeFromStyle } from '../shared/theme/theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App({ uiConfig }: { uiConfig: UiConfig }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themeFromStyle(undefined)}>
        <CssBaseline />
        <DefaultAreaPage locale={uiConfig.i18n.defaultLocale} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
