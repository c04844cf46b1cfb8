import { describe, expect, it } from 'vitest';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from './password-reset.schema';
import { registrationInputSchema } from './registration.schema';
import {
  bizzaboLoginRequestSchema,
  cventLoginRequestSchema,
  registrationLoginResponseSchema,
} from './registration-login.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('bizzaboLoginRequestSchema', () => {
  const valid = { architectureID: 'expo', registrationNumber: 0, emailAddress: ' ada@example.com ' };

  it('accepts registration numbers 0 to 2147483647 and trims the email', () => {
    expect(bizzaboLoginRequestSchema.parse(valid).emailAddress).toBe('ada@example.com');
    expect(bizzaboLoginRequestSchema.safeParse({ ...valid, registrationNumber: 2147483647 }).success).toBe(
      true,
    );
  });

  it('rejects negative, fractional and too large numbers, and a bad email', () => {
    expect(messages(bizzaboLoginRequestSchema.safeParse({ ...valid, registrationNumber: -1 }))).toEqual([
      'registrationNumber: Must be 0 or more',
    ]);
    expect(bizzaboLoginRequestSchema.safeParse({ ...valid, registrationNumber: 1.5 }).success).toBe(false);
    expect(bizzaboLoginRequestSchema.safeParse({ ...valid, registrationNumber: 2147483648 }).success).toBe(
      false,
    );
    expect(bizzaboLoginRequestSchema.safeParse({ ...valid, registrationNumber: '12' }).success).toBe(false);
    expect(messages(bizzaboLoginRequestSchema.safeParse({ ...valid, emailAddress: 'ada' }))).toEqual([
      'emailAddress: Must be a valid email address',
    ]);
  });
});

describe('cventLoginRequestSchema', () => {
  it('takes letters and digits under 128 characters, upper-cased', () => {
    const parse = (confirmationNumber: string) =>
      cventLoginRequestSchema.safeParse({ architectureID: 'expo', confirmationNumber });
    expect(parse(' abc123 ').data?.confirmationNumber).toBe('ABC123');
    expect(parse('A'.repeat(127)).success).toBe(true);
    expect(parse('A'.repeat(128)).success).toBe(false);
    expect(messages(parse('AB-12'))).toEqual(['confirmationNumber: Letters and digits only']);
    expect(messages(parse(''))).toContain('confirmationNumber: The confirmation number is required');
  });
});

describe('registrationLoginResponseSchema', () => {
  it('has a found or created status', () => {
    const reply = { status: 'USER_CREATED', emailAddress: 'a@b.c', accessToken: 'jwt' };
    expect(registrationLoginResponseSchema.safeParse(reply).success).toBe(true);
    expect(registrationLoginResponseSchema.safeParse({ ...reply, status: 'NO_USER_FOUND' }).success).toBe(
      false,
    );
  });
});

describe('registrationInputSchema', () => {
  it('normalises a row: lower-case email, empty values as null, active by default', () => {
    expect(
      registrationInputSchema.parse({
        email: ' Ada@Example.com ',
        name: '',
        ticketNumber: 5,
        confirmationNumber: '',
      }),
    ).toEqual({
      email: 'ada@example.com',
      name: null,
      company: null,
      ticketNumber: 5,
      confirmationNumber: null,
      active: true,
    });
    expect(registrationInputSchema.parse({ email: '', confirmationNumber: 'x1' })).toMatchObject({
      email: null,
      confirmationNumber: 'X1',
    });
  });

  it('needs a ticket or confirmation number and refuses unknown fields', () => {
    expect(messages(registrationInputSchema.safeParse({ email: 'a@example.com' }))).toEqual([
      'ticketNumber: A registration needs a ticketNumber or a confirmationNumber',
    ]);
    expect(registrationInputSchema.safeParse({ ticketNumber: 1, extra: 1 }).success).toBe(false);
    expect(messages(registrationInputSchema.safeParse({ ticketNumber: 1, active: 'yes' }))).toEqual([
      'active: Must be true or false',
    ]);
  });
});

describe('password reset payloads', () => {
  it('take an email and an optional continue URL', () => {
    expect(passwordResetRequestSchema.safeParse({ email: 'a@example.com' }).success).toBe(true);
    expect(
      passwordResetRequestSchema.safeParse({ email: 'a@example.com', continueUrl: '/v/x' }).success,
    ).toBe(true);
    expect(passwordResetRequestSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });

  it('require a new password of 8 to 128 characters', () => {
    const confirm = (password: string) => passwordResetConfirmSchema.safeParse({ token: 't', password });
    expect(confirm('1234567').success).toBe(false);
    expect(confirm('12345678').success).toBe(true);
    expect(confirm('p'.repeat(128)).success).toBe(true);
    expect(messages(confirm('p'.repeat(129)))).toEqual(['password: Must be at most 128 characters']);
  });
});
