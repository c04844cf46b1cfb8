import type { ErrorId } from '@atrium/domain';

export type ErrorDetail = { path: string; message: string };

const statusById: Record<ErrorId, number> = {
  'validation.failed': 400,
  'venue.invalid': 400,
  'venue.not_found': 404,
  'venue.not_published': 404,
  'venue.stage_missing': 404,
  'asset.not_found': 404,
  'asset.unsupported_type': 415,
  'asset.too_large': 413,
  'auth.unauthorized': 401,
  'auth.forbidden': 403,
  'auth.invalid_credentials': 401,
  'auth.locked': 429,
  'request.malformed_json': 400,
  'request.too_large': 413,
  'request.unsupported_media_type': 415,
  'route.not_found': 404,
  'config.invalid': 500,
  'user.not_found': 404,
  'rate.limited': 429,
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
  ) {
    super(message);
    this.status = statusById[id];
  }
}
