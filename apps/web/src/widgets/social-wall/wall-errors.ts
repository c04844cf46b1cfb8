import { ApiError } from '../../shared/api/http-client';

/** Error ids with a text of their own under `socialWall.errors`; others read as a generic failure. */
const KNOWN = new Set([
  'social_wall.not_found',
  'social_wall.post_not_found',
  'social_wall.forbidden',
  'social_wall.image_too_large',
  'social_wall.image_type_invalid',
  'social_wall.image_not_found',
  'social_wall.upload_failed',
  'rate.limited',
]);

/** The text key of a failed call: the server's error id when it has a text, else a generic one. */
export function wallErrorKey(error: unknown): string {
  const errorId = error instanceof ApiError ? error.errorId : undefined;
  if (errorId && KNOWN.has(errorId)) return `socialWall.errors.${errorId.replace('.', '_')}`;
  if (error instanceof ApiError && error.status === 429) return 'socialWall.errors.rate_limited';
  return 'socialWall.errors.failed';
}

/** The text key of a failed image upload (spec §8 words; the status names the cause when no id does). */
export function uploadErrorKey(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 413) return 'socialWall.errors.social_wall_image_too_large';
  if (status === 415) return 'socialWall.errors.social_wall_image_type_invalid';
  const key = wallErrorKey(error);
  return key === 'socialWall.errors.failed' ? 'socialWall.errors.social_wall_upload_failed' : key;
}
