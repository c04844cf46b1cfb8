import { describe, expect, it } from 'vitest';
import { canResetPassword, canSubmitLogin, showsValidation, validateLoginField } from './login-form.rule';

describe('login form rules (spec §5)', () => {
  it('requires every field', () => {
    for (const field of ['email', 'password', 'confirmationNumber', 'registrationNumber'] as const) {
      expect(validateLoginField(field, '')).toBe('required');
      expect(validateLoginField(field, '   ')).toBe('required');
    }
  });

  it('checks the email shape', () => {
    expect(validateLoginField('email', 'jane@example.com')).toBeUndefined();
    expect(validateLoginField('email', 'jane@example')).toBe('invalidEmail');
    expect(validateLoginField('email', 'jane example.com')).toBe('invalidEmail');
  });

  it('keeps text fields under 128 characters', () => {
    expect(validateLoginField('password', 'x'.repeat(127))).toBeUndefined();
    expect(validateLoginField('password', 'x'.repeat(128))).toBe('valueTooLong');
    expect(validateLoginField('email', `${'a'.repeat(120)}@example.com`)).toBe('valueTooLong');
  });

  it('accepts letters and digits only as a confirmation number', () => {
    expect(validateLoginField('confirmationNumber', 'AB12cd')).toBeUndefined();
    expect(validateLoginField('confirmationNumber', 'AB-12')).toBe('lettersAndDigitsOnly');
  });

  it('accepts whole numbers from 0 to 2147483647 as a registration number', () => {
    expect(validateLoginField('registrationNumber', '0')).toBeUndefined();
    expect(validateLoginField('registrationNumber', '2147483647')).toBeUndefined();
    expect(validateLoginField('registrationNumber', '2147483648')).toBe('wholeNumber');
    expect(validateLoginField('registrationNumber', '-1')).toBe('wholeNumber');
    expect(validateLoginField('registrationNumber', '1.5')).toBe('wholeNumber');
  });

  it('validates a field after first focus or once it has a value', () => {
    expect(showsValidation(false, '')).toBe(false);
    expect(showsValidation(true, '')).toBe(true);
    expect(showsValidation(false, 'x')).toBe(true);
  });

  it('enables submit only for a filled, valid form; reset needs a valid email', () => {
    expect(canSubmitLogin({ email: 'jane@example.com', password: 'secret' })).toBe(true);
    expect(canSubmitLogin({ email: 'jane@example.com', password: '' })).toBe(false);
    expect(canSubmitLogin({ email: 'jane', password: 'secret' })).toBe(false);
    expect(canResetPassword('jane@example.com')).toBe(true);
    expect(canResetPassword('jane@')).toBe(false);
  });
});
