import { z } from 'zod';
import { LOGIN_TEXT_MAX_LENGTH } from '../constants';
import { confirmationNumberSchema, registrationNumberSchema } from './registration-login.schema';

const emailOrEmpty = z
  .string()
  .trim()
  .max(LOGIN_TEXT_MAX_LENGTH - 1, `Must be under ${LOGIN_TEXT_MAX_LENGTH} characters`)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Must be a valid email address');

const optionalText = z
  .string()
  .trim()
  .max(200, 'Must be at most 200 characters')
  .nullish()
  .transform((value) => value || null);

/**
 * One registration as an administrator uploads it (JSON or a CSV row). An empty email is kept
 * (as null): such a registration cannot log in. Each needs a ticket or a confirmation number.
 */
export const registrationInputSchema = z
  .strictObject({
    email: emailOrEmpty.nullish().transform((value) => (value ? value.toLowerCase() : null)),
    name: optionalText,
    company: optionalText,
    ticketNumber: registrationNumberSchema.nullish().transform((value) => value ?? null),
    confirmationNumber: z
      .union([z.literal(''), confirmationNumberSchema])
      .nullish()
      .transform((value) => value || null),
    active: z.boolean('Must be true or false').default(true),
  })
  .refine((row) => row.ticketNumber !== null || row.confirmationNumber !== null, {
    message: 'A registration needs a ticketNumber or a confirmationNumber',
    path: ['ticketNumber'],
  });
export type RegistrationInput = z.input<typeof registrationInputSchema>;
export type Registration = z.infer<typeof registrationInputSchema>;

/** The CSV header row of a registrations upload, in this order. */
export const registrationCsvColumns = [
  'email',
  'name',
  'company',
  'ticketNumber',
  'confirmationNumber',
  'active',
] as const;

/** A registration as the administrator list shows it. */
export const registrationSchema = z.object({
  email: z.string().nullable(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  ticketNumber: z.int().nullable(),
  confirmationNumber: z.string().nullable(),
  active: z.boolean(),
});
export const registrationListSchema = z.array(registrationSchema);

export const registrationsReplacedSchema = z.object({
  architectureId: z.string(),
  count: z.int().nonnegative(),
});
export type RegistrationsReplaced = z.infer<typeof registrationsReplacedSchema>;
