import { QueryClient } from '@tanstack/react-query';

/** The studio's server state (versions, history): fresh on every visit, no retries on refusals. */
export const studioQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: true } },
});

export const versionsKey = (architectureId: string) => ['studio', 'versions', architectureId] as const;
