import { z } from 'zod';
import { roleSchema } from './roles.schema';

export const userInfoSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(roleSchema),
  /**
   * The email address is proven to be the user's: vouched for by the identity provider (OIDC
   * `email_verified`, SAML), by a completed password reset or by the organiser's registrations.
   */
  emailVerified: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
