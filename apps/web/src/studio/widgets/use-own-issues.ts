import type { IssuePath } from '@atrium/domain';
import { useShallow } from 'zustand/react/shallow';
import { useDraftStore } from '../draft/draft.store';
import { useIssueText } from '../fields/issue-text';
import { issuesAt, issuesExactlyAt } from '../fields/use-field-issue';

/** The draft's problems at exactly this path (a record's own rule, not one of its fields), said. */
export function useOwnIssues(path: IssuePath): string[] {
  const text = useIssueText();
  return useDraftStore(useShallow((state) => issuesExactlyAt(state.issues, path))).map(text);
}

/** How many of the draft's problems lie at or inside this path. */
export function useIssueCount(path: IssuePath): number {
  return useDraftStore((state) => issuesAt(state.issues, path).length);
}
