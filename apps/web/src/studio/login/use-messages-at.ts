import type { IssuePath, ValidationIssue } from '@atrium/domain';
import { useIssueText } from '../fields/issue-text';
import { issuesExactlyAt } from '../fields/use-field-issue';

export type MessagesAt = (path: IssuePath) => string[];

/** The issues exactly at a path of the login form, said in the studio's language. */
export function useMessagesAt(issues: readonly ValidationIssue[]): MessagesAt {
  const text = useIssueText();
  return (path) => issuesExactlyAt(issues, path).map(text);
}
