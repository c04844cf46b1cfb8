import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@atrium/domain';
import { ApiError } from '../../shared/api/http-client';

/** Why a picture is not sent: checked before uploading, as the server would refuse it. */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'profile.avatar.wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'profile.avatar.tooLarge';
  return undefined;
}

/** The text key of a failed upload. */
export function avatarUploadFailureKey(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 413) return 'profile.avatar.tooLarge';
  if (status === 415) return 'profile.avatar.wrongType';
  return 'profile.avatar.failed';
}
