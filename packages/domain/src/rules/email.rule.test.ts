import { describe, expect, it } from 'vitest';
import { sanitizeEmail } from './email.rule';

describe('sanitizeEmail', () => {
  it.each([
    ['john.doe+news@example.com', 'john.doe@example.com'],
    ['  John.Doe@Example.COM  ', 'John.Doe@example.com'],
    ['a+b+c@x.org', 'a@x.org'],
    ['plain@x.org', 'plain@x.org'],
    // only the local part loses its suffix
    ['a@sub+domain.org', 'a@sub+domain.org'],
    // an empty result would not be an address, so a leading plus stays
    ['+tag@x.org', '+tag@x.org'],
    ['not-an-email ', 'not-an-email'],
  ])('%j → %j', (email, expected) => {
    expect(sanitizeEmail(email)).toBe(expected);
  });
});
