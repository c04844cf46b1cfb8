// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
// formula: an attendee's name could then fetch URLs or run commands on an organiser's machine.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as exported: a leading apostrophe makes a would-be formula plain text. */
export function guardCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A text cell as imported: the apostrophe the export added is dropped, so a round trip changes nothing. */
export function unguardCsvFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
