import type { ErrorBody, ErrorId, IssueDetail } from '@atrium/domain';

export type ErrorDetail = IssueDetail;

const statusById: Record<ErrorId, number> = {
  'validation.failed': 400,
  'venue.invalid': 400,
  'venue.not_found': 404,
  'venue.not_published': 404,
  'venue.stage_missing': 404,
  'venue.version_not_found': 404,
  // A stage save based on a version that is no longer the latest (another save came first).
  'venue.stage_conflict': 409,
  'asset.not_found': 404,
  'asset.unsupported_type': 415,
  'asset.too_large': 413,
  'asset.not_signable': 400,
  'asset.signature_invalid': 403,
  'asset.signature_expired': 403,
  'auth.unauthorized': 401,
  'auth.forbidden': 403,
  'auth.invalid_credentials': 401,
  'auth.locked': 429,
  'auth.user_inactive': 403,
  'auth.unknown_user': 404,
  'auth.reset_token_invalid': 400,
  'auth.reset_unavailable': 503,
  'mail.send_failed': 502,
  'auth.unknown_provider': 404,
  'auth.duplicate_account': 409,
  'auth.login_aborted': 400,
  'auth.login_failed': 401,
  'request.malformed_json': 400,
  'request.too_large': 413,
  'request.unsupported_media_type': 415,
  'request.too_deep': 400,
  'request.multipart_invalid': 400,
  'request.too_many_parts': 413,
  'request.bad_url': 400,
  'request.url_too_long': 414,
  'route.not_found': 404,
  'config.invalid': 500,
  'user.not_found': 404,
  'profile.not_found': 404,
  // Presence is switched off (ui-config features.userPresence, or a venue without login).
  'presence.inactive': 409,
  'presence.unknown_area': 404,
  // Only a handshake answers it (the app must reload); Upgrade Required is the nearest status.
  'realtime.outdated_client': 426,
  // A conversation that does not exist and one the caller is not in look alike.
  'chat.not_found': 404,
  'chat.message_not_found': 404,
  'chat.blocked': 403,
  'chat.muted': 403,
  // Not the owner of a channel, not the author of a message.
  'chat.not_allowed': 403,
  'chat.file_too_large': 413,
  'chat.file_type_invalid': 415,
  'chat.file_gone': 410,
  'chat.upload_failed': 500,
  // The client key was used for another conversation or text.
  'chat.duplicate_key': 409,
  'video.not_enabled': 409,
  'video.call_not_found': 404,
  'video.call_full': 409,
  'video.busy': 409,
  // A board or piece not in the venue version of the scope.
  'media_board.not_found': 404,
  // Another user's recommendations, or a like naming another author.
  'media_board.forbidden': 403,
  // A wall not in the venue version of the scope; a post that is gone, hidden or of such a wall.
  'social_wall.not_found': 404,
  'social_wall.post_not_found': 404,
  // Not the author (edit, delete), or a reply to a reply.
  'social_wall.forbidden': 403,
  'social_wall.image_too_large': 413,
  'social_wall.image_type_invalid': 415,
  // An uploaded image id that is unknown, someone else's, of another wall or posted already.
  'social_wall.image_not_found': 404,
  'social_wall.upload_failed': 500,
  // q missing, empty after trimming, or longer than SEARCH_QUERY_MAX_LENGTH.
  'search.query_invalid': 400,
  // features.ai is off in the UI configuration: the venue offers no global search.
  'search.disabled': 404,
  // A board not in the venue version of the scope, or of a venue the caller may not enter.
  'whiteboard.not_found': 404,
  // A message for a board the connection did not join.
  'whiteboard.not_joined': 409,
  // A change by an attendee of a board read-only for attendees, or by a guest.
  'whiteboard.read_only': 403,
  'whiteboard.update_too_large': 413,
  'whiteboard.document_too_large': 413,
  // Not a y-protocols sync message, or an update Yjs cannot read.
  'whiteboard.update_invalid': 400,
  'whiteboard.rate_limited': 429,
  // A message for a generation of the board before it was cleared.
  'whiteboard.stale': 409,
  'whiteboard.image_too_large': 413,
  'whiteboard.image_type_invalid': 415,
  'whiteboard.image_not_found': 404,
  'whiteboard.upload_failed': 500,
  'rate.limited': 429,
  'capture.rate_limited': 429,
  'internal.error': 500,
};

export type { ErrorId };

/** An expected failure with a stable id; the one place ids map to HTTP statuses. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly id: ErrorId,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra response headers, such as Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = statusById[id];
  }
}

/** What an AppError answers, over HTTP and in a socket acknowledgement alike. */
export function errorBodyOf(error: AppError): ErrorBody {
  const body: ErrorBody = { error: error.id, errMsg: error.message };
  if (error.details?.length) body.details = error.details;
  return body;
}
