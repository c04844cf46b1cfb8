import { type AttendeeProfileInput, type UserProfile, userProfileRoutes } from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';

export const fetchUserProfile = (architectureId: string, userId: string): Promise<UserProfile> =>
  callApi(userProfileRoutes.get, { params: { architectureId, userId } });

export const saveUserProfile = (architectureId: string, body: AttendeeProfileInput): Promise<UserProfile> =>
  callApi(userProfileRoutes.save, { params: { architectureId }, body });

export const removeUserAvatar = (architectureId: string): Promise<UserProfile> =>
  callApi(userProfileRoutes.removeAvatar, { params: { architectureId } });
