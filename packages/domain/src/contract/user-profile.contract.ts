import { z } from 'zod';
import { errorBodySchema } from '../api/error-body.schema';
import { attendeeProfileInputSchema, userProfileSchema } from '../api/user-profile.schema';
import { architectureIdSchema } from '../venue/venue-primitives.schema';
import { defineRoute } from './http-route.contract';

const architectureParams = z.object({ architectureId: architectureIdSchema });

export const userProfileRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/userProfile/architecture/:architectureId/userProfile/:userId',
    access: 'profile.read',
    tags: ['profile'],
    summary:
      "A user's profile as the caller may see it (own, another attendee's, or with special privileges)",
    params: architectureParams.extend({ userId: z.string().min(1).max(200) }),
    response: { 200: userProfileSchema, 404: errorBodySchema },
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/userProfile/architecture/:architectureId/userProfile',
    access: 'profile.write',
    tags: ['profile'],
    summary: "Save the caller's own profile (attributes of the venue and the standard fields)",
    params: architectureParams,
    body: attendeeProfileInputSchema,
    response: { 200: userProfileSchema, 400: errorBodySchema },
  }),
  avatar: defineRoute({
    method: 'POST',
    path: '/api/userProfile/architecture/:architectureId/userProfile/avatar',
    access: 'profile.write',
    tags: ['profile'],
    summary: 'Upload the caller\'s avatar image (multipart: field "file"; JPEG, PNG or WebP, at most 5 MB)',
    description:
      'The image is checked by its content, re-encoded without its metadata (location, camera) and stored with sized variants; the answer is the own profile with its new `avatarUri`.',
    params: architectureParams,
    multipart: true,
    response: { 200: userProfileSchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
  }),
  removeAvatar: defineRoute({
    method: 'DELETE',
    path: '/api/userProfile/architecture/:architectureId/userProfile/avatar',
    access: 'profile.write',
    tags: ['profile'],
    summary: "Remove the caller's avatar image",
    params: architectureParams,
    response: { 200: userProfileSchema },
  }),
} as const;
