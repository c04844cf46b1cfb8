import { formatIssuePath, type IssuePath } from '@atrium/domain';
import { useShallow } from 'zustand/react/shallow';
import { useDraftStore } from '../draft/draft.store';
import { issuesAt } from '../fields/use-field-issue';

/** The messages of the draft's problems at exactly this path (a record's own rule, not one of its fields). */
export function useOwnIssues(path: IssuePath): string[] {
  const key = formatIssuePath(path);
  return useDraftStore(
    useShallow((state) => state.issues.filter((issue) => issue.path === key).map((issue) => issue.message)),
  );
}

/** How many of the draft's problems lie at or inside this path. */
export function useIssueCount(path: IssuePath): number {
  return useDraftStore((state) => issuesAt(state.issues, path).length);
}
