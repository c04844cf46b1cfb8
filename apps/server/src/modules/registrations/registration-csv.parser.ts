import { registrationCsvColumns, unguardCsvFormula } from '@atrium/domain';
import { CsvError, parse } from 'csv-parse/sync';

export type CsvRow = { label: string; value: Record<string, unknown> };
export type CsvProblem = { path: string; message: string };

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

/** CSV cells are text: numbers and booleans are converted here, anything odd is left for the schema to reject. */
function convert(column: string, cell: string): unknown {
  const text = cell.trim();
  if (column === 'ticketNumber') return text === '' ? null : /^\d{1,10}$/.test(text) ? Number(text) : text;
  if (column === 'active') {
    const lower = text.toLowerCase();
    if (lower === '') return undefined;
    return TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
  }
  // An apostrophe the export put before a would-be formula is not part of the value.
  return text === '' ? null : unguardCsvFormula(text);
}

/** The 1-based line of byte offsets given in increasing order. */
function lineCounter(bytes: Buffer) {
  let line = 1;
  let at = 0;
  return (offset: number) => {
    for (; at < offset; at++) if (bytes[at] === 0x0a) line++;
    return line;
  };
}

/**
 * Parses a registrations CSV (header row `email,name,company,ticketNumber,confirmationNumber,active`,
 * any order, missing columns are empty) into rows labelled with the line they start on.
 */
export function parseRegistrationsCsv(text: string): { rows: CsvRow[] } | { problems: CsvProblem[] } {
  const bytes = Buffer.from(text, 'utf8');
  let records: { record: string[]; info: { bytes: number; lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      return { problems: [{ path: line ? `line ${line}` : 'file', message: error.message }] };
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header)
    return { problems: [{ path: 'line 1', message: 'The file is empty: a header row is needed' }] };

  const known = new Map(registrationCsvColumns.map((column) => [column.toLowerCase(), column]));
  const columns = header.record.map((name) => known.get(name.trim().toLowerCase()));
  const problems: CsvProblem[] = [];
  header.record.forEach((name, index) => {
    if (!columns[index]) {
      problems.push({
        path: 'line 1',
        message: `Unknown column "${name}"; the columns are ${registrationCsvColumns.join(',')}`,
      });
    } else if (columns.indexOf(columns[index]) !== index) {
      problems.push({ path: 'line 1', message: `The column "${name}" appears twice` });
    }
  });
  if (problems.length) return { problems };

  // csv-parse counts a CRLF inside quotes as two lines, so lines are counted here from byte
  // offsets: a record starts where the previous one ended, after any empty lines.
  const lineAt = lineCounter(bytes);
  let offset = header.info.bytes;
  const rows = body.map(({ record, info }) => {
    while (offset < bytes.length && (bytes[offset] === 0x0a || bytes[offset] === 0x0d)) offset++;
    const line = lineAt(offset);
    offset = info.bytes;
    const value: Record<string, unknown> = {};
    record.forEach((cell, index) => {
      const column = columns[index]!;
      const converted = convert(column, cell);
      if (converted !== undefined) value[column] = converted;
    });
    return { label: `line ${line}`, value };
  });
  return { rows };
}
