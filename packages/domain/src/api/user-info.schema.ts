import { z } from 'zod';
import { roleSchema } from './roles.schema';

export const userInfoSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(roleSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
