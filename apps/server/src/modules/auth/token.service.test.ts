import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createTokenService } from './token.service';

const secret = 'a-test-secret-of-at-least-32-characters';
const user = { id: 'user-1', email: 'ada@test.local', roles: ['attendee' as const] };

describe('token service', () => {
  it('signs standard HS256 JWTs that jose verifies', async () => {
    const token = await createTokenService(secret, 1800).sign(user, 'session-1');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: 'atrium' });
    expect(payload).toMatchObject({
      sub: 'user-1',
      email: 'ada@test.local',
      authorities: ['attendee'],
      sid: 'session-1',
    });
    expect(payload.exp! - payload.iat!).toBe(1800);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it('accepts its own tokens and refuses forged, tampered and expired ones', async () => {
    const tokens = createTokenService(secret, 1800);
    const token = await tokens.sign(user, 'session-1');
    expect(await tokens.verify(token)).toEqual({
      userId: 'user-1',
      email: 'ada@test.local',
      roles: ['attendee'],
      sessionId: 'session-1',
    });

    const forged = await createTokenService('another-secret-of-at-least-32-characters', 1800).sign(
      user,
      'session-1',
    );
    expect(await tokens.verify(forged)).toBeNull();
    const [head, , signature] = token.split('.');
    const claims = Buffer.from(
      JSON.stringify({
        sub: 'user-1',
        email: 'ada@test.local',
        authorities: ['administrator'],
        iss: 'atrium',
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${head}.${claims}.${signature}`)).toBeNull();
    const expired = await new SignJWT({ email: 'ada@test.local', authorities: ['attendee'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('atrium')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(expired)).toBeNull();
  });

  const signed = (claims: Record<string, unknown>, expires: boolean) => {
    const jwt = new SignJWT({ email: 'ada@test.local', authorities: ['attendee'], ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('atrium')
      .setIssuedAt();
    return (expires ? jwt.setExpirationTime('30m') : jwt).sign(new TextEncoder().encode(secret));
  };

  it('refuses a correctly signed token without an expiry', async () => {
    const tokens = createTokenService(secret, 1800);
    expect(await tokens.verify(await signed({ sid: 'session-1' }, true))).not.toBeNull();
    expect(await tokens.verify(await signed({ sid: 'session-1' }, false))).toBeNull();
  });

  it('refuses a correctly signed token without a session id', async () => {
    const tokens = createTokenService(secret, 1800);
    expect(await tokens.verify(await signed({}, true))).toBeNull();
    expect(await tokens.verify(await signed({ sid: 42 }, true))).toBeNull();
  });

  it('refuses a token verified before once it has expired (verified tokens are kept until then)', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign(user, 'session-1');
    try {
      expect(await tokens.verify(token)).not.toBeNull();
      vi.useFakeTimers({ now: Date.now() + 59_000, toFake: ['Date'] });
      expect(await tokens.verify(token)).not.toBeNull();
      vi.setSystemTime(Date.now() + 2_000);
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a correctly signed token without a subject or an email', async () => {
    const tokens = createTokenService(secret, 1800);
    const key = new TextEncoder().encode(secret);
    const base = () =>
      new SignJWT({ authorities: ['attendee'], sid: 'session-1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('atrium')
        .setIssuedAt()
        .setExpirationTime('30m');
    const withoutSubject = await new SignJWT({ email: 'ada@test.local', authorities: ['attendee'], sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('atrium')
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(key);
    expect(await tokens.verify(withoutSubject)).toBeNull();
    expect(await tokens.verify(await base().setSubject('user-1').sign(key))).toBeNull();
  });

  it('reads only known roles from the authorities claim, and none from anything but a list', async () => {
    const tokens = createTokenService(secret, 1800);
    const rolesOf = async (authorities: unknown) =>
      (await tokens.verify(await signed({ sid: 'session-1', authorities }, true)))?.roles;
    expect(await rolesOf(['attendee', 'root', 'administrator'])).toEqual(['attendee', 'administrator']);
    expect(await rolesOf('administrator')).toEqual([]);
    expect(await rolesOf({ 0: 'administrator' })).toEqual([]);
  });

  it('derives sub-keys from the secret: fixed per label, different per label and per secret', () => {
    const tokens = createTokenService(secret, 1800);
    const refresh = tokens.subkey('refresh-successor');
    expect(refresh).toHaveLength(32);
    expect(tokens.subkey('refresh-successor').equals(refresh)).toBe(true);
    expect(tokens.subkey('another-use').equals(refresh)).toBe(false);
    expect(
      createTokenService('another-secret-of-at-least-32-characters', 1800)
        .subkey('refresh-successor')
        .equals(refresh),
    ).toBe(false);
  });
});
