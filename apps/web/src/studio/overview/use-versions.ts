import { useQuery } from '@tanstack/react-query';
import { useDraftStore } from '../draft/draft.store';
import { fetchVersions } from '../draft/studio.api';
import { versionsKey } from '../shell/studio-query-client';

/** The architecture's versions, fetched again whenever the draft is staged anew. */
export function useVersions(architectureId: string) {
  const staged = useDraftStore((state) => state.baseVersion);
  return useQuery({
    queryKey: [...versionsKey(architectureId), staged],
    queryFn: () => fetchVersions(architectureId),
  });
}
