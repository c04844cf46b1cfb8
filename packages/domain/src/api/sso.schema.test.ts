import { describe, expect, it } from 'vitest';
import { isAppRelativePath, ssoResultQuerySchema, ssoStartQuerySchema } from './sso.schema';

describe('isAppRelativePath', () => {
  it.each(['/', '/venue', '/venue?area=lobby&x=%2F', '/a/b#c'])('accepts %s', (path) => {
    expect(isAppRelativePath(path)).toBe(true);
  });

  it.each([
    'venue',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tevil',
    '/ok\nLocation: x',
    '',
  ])('refuses %j', (path) => {
    expect(isAppRelativePath(path)).toBe(false);
  });
});

describe('single sign-on queries', () => {
  it("defaults the redirect to '/'", () => {
    expect(ssoStartQuerySchema.parse({})).toEqual({ redirect: '/' });
    expect(ssoStartQuerySchema.safeParse({ redirect: '//evil.example' }).success).toBe(false);
  });

  it('reads the result the server sends the login screen', () => {
    expect(ssoResultQuerySchema.parse({ sso: 'success', redirect: '/venue' })).toEqual({
      sso: 'success',
      redirect: '/venue',
    });
    expect(ssoResultQuerySchema.parse({ sso: 'error', reason: 'auth.login_aborted' })).toEqual({
      sso: 'error',
      reason: 'auth.login_aborted',
    });
    expect(ssoResultQuerySchema.safeParse({ sso: 'success', redirect: 'https://evil.example' }).success).toBe(
      false,
    );
  });
});
