import { z } from 'zod';

export const ROLE_GUEST = 'guest';
export const ROLE_ATTENDEE = 'attendee';
export const ROLE_ADMIN = 'administrator';

export const roles = [ROLE_GUEST, ROLE_ATTENDEE, ROLE_ADMIN] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
