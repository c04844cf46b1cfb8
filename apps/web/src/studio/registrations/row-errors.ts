import type { IssueDetail } from '@atrium/domain';

/** One problem of an import: the file line (1 is the header) and column it is at, when it names them. */
export type RowError = { line: number | undefined; column: string | undefined; message: string };

/**
 * The server's details of a refused import as rows: `line 3.email` is line 3, column email;
 * `line 1` the header; `file` or `` (a count of further problems) the file as a whole.
 */
export function rowErrorsOf(details: readonly IssueDetail[]): RowError[] {
  return details.map(({ path, message }) => {
    const line = /^line (\d+)(?:\.(.+))?$/.exec(path);
    if (line) return { line: Number(line[1]), column: line[2], message };
    return { line: undefined, column: path === '' || path === 'file' ? undefined : path, message };
  });
}
