import { guardCsvFormula, type Registration, registrationCsvColumns } from '@atrium/domain';

/**
 * The browser only peeks at the header row for an early hint, and writes CSV, which is quoting
 * alone; the server reads uploads with csv-parse and is the judge, so no CSV library is shipped.
 */

const LINE_END = '\r\n';

/**
 * One CSV cell: text that a spreadsheet would run as a formula behind an apostrophe; quoted when it
 * holds a separator, a quote, a line break or edge spaces.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? guardCsvFormula(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly (string | number | boolean | null)[]) => cells.map(csvCell).join(',');

/** The template to fill in: the header row the import expects, in its order. */
export const registrationsCsvTemplate = () => `${csvLine(registrationCsvColumns)}${LINE_END}`;

/** The registrations as a CSV file the import reads back unchanged. */
export function registrationsCsv(registrations: readonly Registration[]): string {
  const rows = registrations.map((registration) =>
    csvLine(registrationCsvColumns.map((column) => registration[column])),
  );
  return [csvLine(registrationCsvColumns), ...rows].map((line) => `${line}${LINE_END}`).join('');
}

/** The cells of the first record of a CSV text (a quoted cell may hold separators and line breaks). */
export function firstCsvRecord(text: string): { cells: string[]; rest: string } | undefined {
  const source = text.replace(/^\uFEFF/, '').replace(/^(?:[ \t]*\r?\n)+/, '');
  if (source.trim() === '') return undefined;
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let at = 0;
  for (; at < source.length; at++) {
    const char = source[at]!;
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') break;
    else cell += char;
  }
  cells.push(cell);
  return { cells, rest: source.slice(at) };
}

export type HeaderProblem =
  | { kind: 'empty' }
  | { kind: 'unknown'; column: string }
  | { kind: 'duplicate'; column: string }
  | { kind: 'noNumberColumn' };

/**
 * What the server would refuse in the header row (the same rules: known columns in any order,
 * case and edge spaces ignored, each once; missing columns are empty). Rows without a ticket or a
 * confirmation number column cannot be valid.
 */
export function checkCsvHeader(text: string): HeaderProblem[] {
  const record = firstCsvRecord(text);
  if (!record) return [{ kind: 'empty' }];
  const known = new Map(registrationCsvColumns.map((column) => [column.toLowerCase(), column]));
  const problems: HeaderProblem[] = [];
  const seen = new Set<string>();
  for (const name of record.cells) {
    const column = known.get(name.trim().toLowerCase());
    if (!column) problems.push({ kind: 'unknown', column: name });
    else if (seen.has(column)) problems.push({ kind: 'duplicate', column: name });
    else seen.add(column);
  }
  const hasRows = record.rest.trim() !== '';
  if (problems.length === 0 && hasRows && !seen.has('ticketNumber') && !seen.has('confirmationNumber')) {
    problems.push({ kind: 'noNumberColumn' });
  }
  return problems;
}
