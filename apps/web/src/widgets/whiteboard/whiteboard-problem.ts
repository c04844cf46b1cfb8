/** The server's and the client's refusals that have a text of their own (`whiteboard.errors.*`). */
const KNOWN = new Set([
  'not_found',
  'read_only',
  'update_too_large',
  'document_too_large',
  'rate_limited',
  'update_invalid',
  'image_too_large',
  'image_type_invalid',
  'upload_failed',
]);

/** The text key of an error id; anything else is the general failure. */
export function problemKey(errorId: string): string {
  const name = errorId.startsWith('whiteboard.') ? errorId.slice('whiteboard.'.length) : '';
  return `whiteboard.errors.${KNOWN.has(name) ? name : 'failed'}`;
}
