import { isIssueCode, type ValidationIssue } from '@atrium/domain';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A validation issue in the reader's language: by its code where the validator gave one (a rule
 * without one of its own, `invalid`, keeps the server's more exact English words).
 */
export function sayIssue(t: TFunction, issue: ValidationIssue): string {
  if (!isIssueCode(issue.code) || issue.code === 'invalid') return issue.message;
  return t(`studio.issue.${issue.code}`, { ...issue.params });
}

type Said<T> = T extends ValidationIssue ? string : string | undefined;

/** `sayIssue` in the studio's language; nothing for no issue. */
export function useIssueText() {
  const { t } = useTranslation();
  return useCallback(
    <T extends ValidationIssue | undefined>(issue: T): Said<T> =>
      (issue === undefined ? undefined : sayIssue(t, issue)) as Said<T>,
    [t],
  );
}
