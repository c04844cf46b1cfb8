import type { z } from 'zod';
import { type IssuePath, issueAt, type ValidationIssue } from './validation-issue.util';

type ZodIssue = z.core.$ZodIssue;

function toPath(path: readonly PropertyKey[]): (string | number)[] {
  return path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
}

function mapIssue(issue: ZodIssue, prefix: IssuePath): ValidationIssue[] {
  const path = [...prefix, ...toPath(issue.path)];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => issueAt([...path, key], `Unknown key "${key}"`));
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // A bare "Invalid input" helps nobody: report the branch the value came closest to matching.
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return closest.flatMap((branchIssue) => mapIssue(branchIssue, path));
  }
  return [issueAt(path, issue.message)];
}

/** Turns zod issues into path/message pairs, one per unknown key and per failing union branch issue. */
export function mapSchemaIssues(issues: readonly ZodIssue[]): ValidationIssue[] {
  return issues.flatMap((issue) => mapIssue(issue, []));
}
