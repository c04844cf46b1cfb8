export type ValidationIssue = { path: string; message: string };

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

export function issueAt(path: IssuePath, message: string): ValidationIssue {
  return { path: formatIssuePath(path), message };
}
