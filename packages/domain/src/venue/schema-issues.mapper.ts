import type { z } from 'zod';
import {
  type IssueCode,
  type IssueParams,
  type IssuePath,
  isIssueCode,
  issueAt,
  type ValidationIssue,
} from './validation-issue.util';
import { ARCHITECTURE_ID_PATTERN, HEX_COLOUR_PATTERN } from './venue-primitives.schema';

type ZodIssue = z.core.$ZodIssue;
type Coded = { code: IssueCode; params?: IssueParams };

function toPath(path: readonly PropertyKey[]): (string | number)[] {
  return path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
}

const PATTERN_CODES = new Map<string, IssueCode>([
  [String(ARCHITECTURE_ID_PATTERN), 'invalid_id'],
  [String(HEX_COLOUR_PATTERN), 'invalid_colour'],
]);

const FORMAT_CODES: Readonly<Record<string, IssueCode>> = {
  url: 'invalid_url',
  datetime: 'invalid_date_time',
};

function sizeCode(
  origin: string,
  bound: number,
  [text, count, number]: [IssueCode, IssueCode, IssueCode],
): Coded {
  if (origin === 'string') return { code: text, params: { count: bound } };
  if (origin === 'array' || origin === 'set') return { code: count, params: { count: bound } };
  return { code: number, params: { limit: bound } };
}

/** The value at a path of the checked input (zod's issues carry it only when asked to). */
function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/** The kind of problem a zod issue is (see `issueCodes`). */
function codeOf(issue: ZodIssue, value: unknown): Coded {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return { code: 'required' };
      return { code: issue.expected === 'int' ? 'not_integer' : 'invalid_type' };
    case 'too_small':
      if (Number(issue.minimum) === 1 && (issue.origin === 'string' || issue.origin === 'array'))
        return { code: 'required' };
      return sizeCode(issue.origin, Number(issue.minimum), ['too_short', 'too_few', 'too_small']);
    case 'too_big':
      return sizeCode(issue.origin, Number(issue.maximum), ['too_long', 'too_many', 'too_big']);
    case 'invalid_format':
      if (value === '') return { code: 'required' };
      return {
        code:
          (issue.format === 'regex' && PATTERN_CODES.get(String(issue.pattern))) ||
          FORMAT_CODES[issue.format] ||
          'invalid_format',
      };
    case 'invalid_value':
    case 'invalid_union':
      return { code: 'invalid_value' };
    case 'custom':
      return { code: isIssueCode(issue.params?.code) ? issue.params.code : 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

function mapIssue(issue: ZodIssue, prefix: IssuePath, input: unknown): ValidationIssue[] {
  const path = [...prefix, ...toPath(issue.path)];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => issueAt([...path, key], `Unknown key "${key}"`, 'unknown_key', { key }));
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // A bare "Invalid input" helps nobody: report the branch the value came closest to matching.
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return closest.flatMap((branchIssue) => mapIssue(branchIssue, path, input));
  }
  const { code, params } = codeOf(issue, valueAt(input, path));
  return [issueAt(path, issue.message, code, params)];
}

/**
 * Turns zod issues about `input` into path/message/code triples, one per unknown key and per
 * failing union branch issue.
 */
export function mapSchemaIssues(issues: readonly ZodIssue[], input: unknown): ValidationIssue[] {
  return issues.flatMap((issue) => mapIssue(issue, [], input));
}
