import type { AttendeeProfileInput, UserProfile } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { type Upload, uploadFile } from '../../shared/api/upload';

const routes = apiRoutes.userProfile;

export const fetchUserProfile = (architectureId: string, userId: string): Promise<UserProfile> =>
  callApi(routes.get, { params: { architectureId, userId } });

export const saveUserProfile = (architectureId: string, body: AttendeeProfileInput): Promise<UserProfile> =>
  callApi(routes.save, { params: { architectureId }, body });

export const removeUserAvatar = (architectureId: string): Promise<UserProfile> =>
  callApi(routes.removeAvatar, { params: { architectureId } });

/** Sends the avatar picture (field "file"), reporting the share sent (0…1). */
export const uploadUserAvatar = (
  architectureId: string,
  file: File,
  onProgress: (share: number) => void,
): Upload<UserProfile> => uploadFile(routes.avatar, { params: { architectureId } }, file, onProgress);
