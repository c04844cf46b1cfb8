import { ApiError } from '../../shared/api/http-client';
import { RealtimeError } from '../../shared/realtime/emit-event';

/** The error id of a failed socket call or HTTP call (`internal.error` when unknown). */
export function errorIdOf(error: unknown): string {
  if (error instanceof RealtimeError) return error.errorId;
  if (error instanceof ApiError)
    return error.errorId ?? (error.status === undefined ? 'realtime.disconnected' : 'internal.error');
  return 'internal.error';
}

/** Error ids with a text of their own under `chat.errors`; others read as a generic failure. */
const KNOWN = new Set([
  'chat.not_found',
  'chat.message_not_found',
  'chat.blocked',
  'chat.muted',
  'chat.not_allowed',
  'chat.file_too_large',
  'chat.file_type_invalid',
  'chat.file_gone',
  'chat.upload_failed',
  'rate.limited',
  'realtime.disconnected',
  'realtime.timeout',
]);

/** The text key for an error id (spec §8 texts for the file errors). */
export const errorKeyOf = (errorId: string | undefined) =>
  `chat.errors.${errorId && KNOWN.has(errorId) ? errorId.replace('.', '_') : 'failed'}`;
