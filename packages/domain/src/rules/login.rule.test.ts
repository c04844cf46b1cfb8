import { describe, expect, it } from 'vitest';
import { isLoginEnabled } from './login.rule';

describe('isLoginEnabled', () => {
  it('is enabled unless an anonymous provider exists', () => {
    expect(isLoginEnabled([{ loginType: 'EMAIL_PASSWORD' }])).toBe(true);
    expect(isLoginEnabled([{ loginType: 'EMAIL_PASSWORD' }, { loginType: 'ANONYMOUS' }])).toBe(false);
    expect(isLoginEnabled([])).toBe(true);
  });
});
