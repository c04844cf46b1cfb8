import {
  formatIssuePath,
  type IssueDetail,
  type IssuePath,
  loginConfigurationRequestSchema,
  mapSchemaIssues,
  type ValidationIssue,
} from '@atrium/domain';
import { kindOf, type OptionFields, requestFromFields } from './login-form';

/**
 * A path of the server's `details` (`body.options.1.oidc.clientSecret`) as a path of the form
 * (`['options', 1, 'oidc', 'clientSecret']`); bracketed indexes (`options[1]`) are read too.
 */
export function parseDetailPath(path: string): IssuePath {
  const segments = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '');
  if (segments[0] === 'body') segments.shift();
  return segments.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** The server's refusal as issues at the form's fields. */
export const issuesFromDetails = (details: readonly IssueDetail[]): ValidationIssue[] =>
  details.map((detail) => ({
    path: formatIssuePath(parseDetailPath(detail.path)),
    message: detail.message,
    ...(detail.code && { code: detail.code }),
    ...(detail.params && { params: detail.params }),
  }));

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, segment) =>
      at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[segment] : undefined,
    value,
  );

/**
 * What the login-configuration schema finds wrong with the form, as the server would. A field
 * left empty is `required` rather than the rule it fails (a URL, a pattern…).
 */
export function checkFields(options: readonly OptionFields[]): ValidationIssue[] {
  const request = requestFromFields(options);
  const parsed = loginConfigurationRequestSchema.safeParse(request);
  if (parsed.success) return [];
  return mapSchemaIssues(parsed.error.issues, request).map((issue) =>
    valueAt(request, parseDetailPath(issue.path)) === ''
      ? { path: issue.path, message: issue.message, code: 'required' }
      : issue,
  );
}

const sharedFields = ['loginType', 'displayName', 'providerId'];
const oidcFields = ['', 'issuer', 'clientId', 'clientSecret', 'clientSecretSet', 'scopes'];
const samlFields = ['', 'entryPoint', 'idpCert', 'issuer', 'wantAssertionsSigned'];

/** The paths the form shows issues at, for the options it holds now. */
export function placedPaths(options: readonly OptionFields[]): Set<string> {
  const paths = new Set<string>();
  options.forEach((option, index) => {
    for (const field of sharedFields) paths.add(formatIssuePath(['options', index, field]));
    const kind = kindOf(option);
    const block = kind === 'OIDC' ? 'oidc' : kind === 'SAML' ? 'saml' : undefined;
    if (!block) return;
    for (const field of block === 'oidc' ? oidcFields : samlFields) {
      paths.add(formatIssuePath(field ? ['options', index, block, field] : ['options', index, block]));
    }
  });
  return paths;
}

/** The issues no field of the form shows (the list as a whole, unknown keys…): shown together. */
export const unplacedIssues = (issues: readonly ValidationIssue[], options: readonly OptionFields[]) => {
  const placed = placedPaths(options);
  return issues.filter((issue) => !placed.has(issue.path));
};
