import { z } from 'zod';
import { LOGIN_TEXT_MAX_LENGTH, REGISTRATION_NUMBER_MAX } from '../constants';
import { loginEmailSchema } from './login.schema';

/** The user-lookup results of a ticket or confirmation login (spec §3, login request). */
export const loginRequestStatuses = ['NO_USER_FOUND', 'USER_INACTIVE', 'USER_FOUND', 'USER_CREATED'] as const;
export type LoginRequestStatus = (typeof loginRequestStatuses)[number];

/** A registration (ticket) number: a whole number from 0 to 2147483647. */
export const registrationNumberSchema = z
  .int('Must be a whole number')
  .min(0, 'Must be 0 or more')
  .max(REGISTRATION_NUMBER_MAX, `Must be at most ${REGISTRATION_NUMBER_MAX}`);

/** A registration confirmation number: letters and digits, under 128 characters, upper-cased. */
export const confirmationNumberSchema = z
  .string()
  .trim()
  .min(1, 'The confirmation number is required')
  .max(LOGIN_TEXT_MAX_LENGTH - 1, `Must be under ${LOGIN_TEXT_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9]+$/, 'Letters and digits only')
  .transform((value) => value.toUpperCase());

const architectureIdSchema = z
  .string()
  .trim()
  .min(1, 'The architecture id is required')
  .max(LOGIN_TEXT_MAX_LENGTH - 1);

/** POST /api/bizzabo/login */
export const bizzaboLoginRequestSchema = z.object({
  architectureID: architectureIdSchema,
  registrationNumber: registrationNumberSchema,
  emailAddress: loginEmailSchema,
});
export type BizzaboLoginRequest = z.infer<typeof bizzaboLoginRequestSchema>;

/** POST /api/cvent/login */
export const cventLoginRequestSchema = z.object({
  architectureID: architectureIdSchema,
  confirmationNumber: confirmationNumberSchema,
});
export type CventLoginRequest = z.infer<typeof cventLoginRequestSchema>;

/** The reply of a successful ticket or confirmation login; the refresh token is in the cookie. */
export const registrationLoginResponseSchema = z.object({
  status: z.enum(['USER_FOUND', 'USER_CREATED']),
  emailAddress: z.string(),
  accessToken: z.string().min(1),
});
export type RegistrationLoginResponse = z.infer<typeof registrationLoginResponseSchema>;
