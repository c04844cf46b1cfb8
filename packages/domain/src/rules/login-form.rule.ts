import { LOGIN_TEXT_MAX_LENGTH, REGISTRATION_NUMBER_MAX } from '../constants';

export type LoginField = 'email' | 'password' | 'confirmationNumber' | 'registrationNumber';
export type LoginFieldError =
  | 'required'
  | 'invalidEmail'
  | 'valueTooLong'
  | 'lettersAndDigitsOnly'
  | 'wholeNumber';

// The usual practical shape check of a form field; the server validates again with zod.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rules of the login forms (spec §5); undefined when the value is acceptable. */
export function validateLoginField(field: LoginField, value: string): LoginFieldError | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (value.length >= LOGIN_TEXT_MAX_LENGTH) return 'valueTooLong';
  switch (field) {
    case 'email':
      return EMAIL_SHAPE.test(trimmed) ? undefined : 'invalidEmail';
    case 'confirmationNumber':
      return /^[A-Za-z0-9]+$/.test(trimmed) ? undefined : 'lettersAndDigitsOnly';
    case 'registrationNumber':
      return /^\d+$/.test(trimmed) && Number(trimmed) <= REGISTRATION_NUMBER_MAX ? undefined : 'wholeNumber';
    case 'password':
      return undefined;
  }
}

/** A field shows its validation only after its first focus, or once it has a value. */
export const showsValidation = (focused: boolean, value: string) => focused || value.length > 0;

/** Submit is enabled only when every field is filled and valid. */
export function canSubmitLogin(fields: Partial<Record<LoginField, string>>): boolean {
  return Object.entries(fields).every(
    ([field, value]) => validateLoginField(field as LoginField, value ?? '') === undefined,
  );
}

/** Resetting a password needs a valid email. */
export const canResetPassword = (email: string) => validateLoginField('email', email) === undefined;
