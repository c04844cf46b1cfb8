import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { loginEmailSchema } from './login.schema';

/** A password someone chooses (not one typed to log in, which is only required). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * Asks for a password-reset mail. `continueUrl` is the page the user came from; the server keeps
 * it only when it points at the venue's own origin.
 */
export const passwordResetRequestSchema = z.object({
  email: loginEmailSchema,
  continueUrl: z.string().max(2048).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetResponseSchema = z.object({ status: z.literal('sent') });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** Sets a new password with the token from the mail's link. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().trim().min(1, 'The token is required').max(256),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const passwordResetConfirmResponseSchema = z.object({ status: z.literal('updated') });
export type PasswordResetConfirmResponse = z.infer<typeof passwordResetConfirmResponseSchema>;
