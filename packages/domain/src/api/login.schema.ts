import { z } from 'zod';
import { LOGIN_TEXT_MAX_LENGTH } from '../constants';

/** An email typed into a login form: trimmed, under 128 characters, of the shape of an email. */
export const loginEmailSchema = z
  .string()
  .trim()
  .max(LOGIN_TEXT_MAX_LENGTH - 1, `Must be under ${LOGIN_TEXT_MAX_LENGTH} characters`)
  .pipe(z.email('Must be a valid email address'));

export const loginRequestSchema = z.object({
  email: loginEmailSchema,
  password: z
    .string()
    .min(1, 'Password is required')
    .max(LOGIN_TEXT_MAX_LENGTH, `Must be at most ${LOGIN_TEXT_MAX_LENGTH} characters`),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string().min(1),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
