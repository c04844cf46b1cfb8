// C0 controls but tab and line feed, DEL, and C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Half of a surrogate pair without the other half (not text; PostgreSQL cannot store it).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A message text as it is stored: without control characters (tab and line feed stay; a CR of
 * a CRLF goes), lone surrogates replaced, and trimmed.
 */
export function cleanMessageText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '').trim();
}
