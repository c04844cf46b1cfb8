import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  type ErrorBody,
  type UserProfile,
  userProfileRoutes,
} from '@atrium/domain';
import { urlOf } from '../../shared/api/api-client';
import { ApiError, errorCodeFor, reportAuthFailure } from '../../shared/api/http-client';
import { useSessionStore } from '../../shared/stores/session.store';

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

export type AvatarUpload = { done: Promise<UserProfile>; abort: () => void };

/**
 * Sends the avatar picture (multipart field "file") to the contract's avatar route, reporting
 * the share sent (0…1). XMLHttpRequest rather than the API client: fetch reports no upload
 * progress. A 401/403 ends the session as every API answer does.
 */
export function uploadAvatar(
  architectureId: string,
  file: File,
  onProgress: (share: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): AvatarUpload {
  const request = createRequest();
  const done = new Promise<UserProfile>((resolve, reject) => {
    request.open('POST', urlOf(userProfileRoutes.avatar, { params: { architectureId } }));
    request.responseType = 'json';
    const token = useSessionStore.getState().accessToken;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const { status } = request;
      if (status >= 200 && status < 300) return resolve(request.response as UserProfile);
      if (status === 401 || status === 403) reportAuthFailure();
      const body = request.response as Partial<ErrorBody> | null;
      reject(new ApiError(errorCodeFor(status), status, body?.error, body?.errMsg ?? `HTTP ${status}`));
    };
    request.onerror = () => reject(new ApiError('NOT_REACHABLE', undefined, undefined, 'Network Error'));
    request.onabort = () => reject(new ApiError('NOT_REACHABLE', undefined, undefined, 'Request aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
