import type { LoginOptionType } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { lockoutWarnings } from './login-lockout';

const keys = (types: LoginOptionType[], registrationCount?: number) =>
  lockoutWarnings(
    types.map((loginType) => ({ loginType })),
    registrationCount,
  ).map((warning) => `${warning.key}:${warning.severity}`);

describe('who a login configuration locks out', () => {
  it('locks out everybody without options', () => {
    expect(keys([])).toEqual(['nobody:error']);
  });

  it('is fine with email and password', () => {
    expect(keys(['EMAIL_PASSWORD'])).toEqual([]);
    expect(keys(['EMAIL_PASSWORD', 'FIREBASE_OIDC', 'CVENT_LOGIN'], 12)).toEqual([]);
  });

  it('warns that an anonymous option skips the login page for everyone, administrators too', () => {
    expect(keys(['ANONYMOUS'])).toEqual(['public:warning']);
    expect(keys(['EMAIL_PASSWORD', 'ANONYMOUS'])).toEqual(['public:warning']);
  });

  it('warns when administrators have no way back in', () => {
    expect(keys(['CVENT_LOGIN'], 3)).toEqual(['administrators:warning']);
    expect(keys(['FIREBASE_OIDC'])).toEqual(['administratorsSso:info']);
  });

  it('counts ticket and confirmation logins as no way in while there are no registrations', () => {
    expect(keys(['CVENT_LOGIN', 'BIZZABO_LOGIN'], 0)).toEqual(['nobody:error', 'administrators:warning']);
    expect(keys(['EMAIL_PASSWORD', 'BIZZABO_LOGIN'], 0)).toEqual(['noRegistrations:warning']);
    // Unknown count (no architecture): no claim either way.
    expect(keys(['EMAIL_PASSWORD', 'BIZZABO_LOGIN'])).toEqual([]);
  });
});
