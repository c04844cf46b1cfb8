import { formatIssuePath, type IssuePath, type ValidationIssue } from '@atrium/domain';
import { useDraftStore } from '../draft/draft.store';
import { useIssueText } from './issue-text';

/** The issues at a path or inside it (`areas[0].names` holds `areas[0].names[1].text`). */
export function issuesAt(issues: readonly ValidationIssue[], path: IssuePath): ValidationIssue[] {
  const prefix = formatIssuePath(path);
  return issues.filter(
    (issue) =>
      issue.path === prefix || issue.path.startsWith(`${prefix}.`) || issue.path.startsWith(`${prefix}[`),
  );
}

/** The issues exactly at a path (a record's own rule, not one of its fields). */
export function issuesExactlyAt(issues: readonly ValidationIssue[], path: IssuePath): ValidationIssue[] {
  const at = formatIssuePath(path);
  return issues.filter((issue) => issue.path === at);
}

/** The first problem of the draft at a field (its JSON path in the venue), said for its helper text. */
export function useFieldIssue(path: IssuePath): string | undefined {
  const text = useIssueText();
  return text(useDraftStore((state) => issuesAt(state.issues, path)[0]));
}

/** Props that show a field's problem on an MUI text field. */
export function useFieldError(path: IssuePath, helperText?: string) {
  const issue = useFieldIssue(path);
  return { error: issue !== undefined, helperText: issue ?? helperText };
}
