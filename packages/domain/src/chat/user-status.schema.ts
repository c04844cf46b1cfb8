import { z } from 'zod';

/**
 * Spec §4 user status; Offline is what others see of a user who is not connected. Apart from
 * chat.schema.ts because presence entries carry it and chat.schema.ts imports presence's scope.
 */
export const userStatuses = ['AVAILABLE', 'BUSY', 'IDLE', 'OFFLINE'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;
/** What a user may set (Offline follows from the connection). */
export const settableUserStatusSchema = z.enum(['AVAILABLE', 'BUSY', 'IDLE']);
