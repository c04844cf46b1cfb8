/**
 * What kind of problem an issue is, so that a client can say it in the reader's language (the
 * message stays English, for logs and API users); `params` fill in the figures and ids.
 */
export const issueCodes = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_few',
  'too_many',
  'not_integer',
  'invalid_url',
  'invalid_date_time',
  'invalid_colour',
  'invalid_id',
  'invalid_format',
  'invalid_value',
  'invalid_type',
  'unknown_key',
  'duplicate_id',
  'end_before_begin',
  'unknown_area',
  'unknown_viewpoint',
  'unknown_asset',
  'unknown_cookie_provider',
  'placement_needs_360',
  'placement_needs_2d',
  'outside_picture',
  'asset_uri',
  'link_target',
  'link_target_both',
  'content_source',
  'content_source_both',
  'meeting_url',
  'one_architecture',
  'not_allowed',
  'duplicate_provider',
  'invalid',
] as const;
export type IssueCode = (typeof issueCodes)[number];
export type IssueParams = Readonly<Record<string, string | number>>;

/** `code` is an `IssueCode` when the venue validator made the issue; others may carry their own. */
export type ValidationIssue = { path: string; message: string; code?: string; params?: IssueParams };

export type IssuePath = readonly (string | number)[];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Formats `['architectures', 0, 'areas', 2, 'id']` as `architectures[0].areas[2].id`.
 * Keys that are not plain identifiers are written as `["some key"]` so the path stays unambiguous.
 */
export function formatIssuePath(path: IssuePath): string {
  let result = '';
  for (const segment of path) {
    if (typeof segment === 'number') {
      result += `[${segment}]`;
    } else if (IDENTIFIER.test(segment)) {
      result += result === '' ? segment : `.${segment}`;
    } else {
      result += `[${JSON.stringify(segment)}]`;
    }
  }
  return result;
}

export function issueAt(
  path: IssuePath,
  message: string,
  code: IssueCode,
  params?: IssueParams,
): ValidationIssue {
  return { path: formatIssuePath(path), message, code, ...(params && { params }) };
}

export function isIssueCode(value: unknown): value is IssueCode {
  return typeof value === 'string' && (issueCodes as readonly string[]).includes(value);
}
