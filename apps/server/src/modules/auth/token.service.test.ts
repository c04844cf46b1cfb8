import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './token.service';

const secret = 'a-test-secret-of-at-least-32-characters';
const user = { id: 'user-1', email: 'ada@test.local', roles: ['attendee' as const] };

describe('token service', () => {
  it('signs standard HS256 JWTs that jose verifies', async () => {
    const token = await createTokenService(secret, 1800).sign(user);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: 'atrium' });
    expect(payload).toMatchObject({ sub: 'user-1', email: 'ada@test.local', authorities: ['attendee'] });
    expect(payload.exp! - payload.iat!).toBe(1800);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it('accepts its own tokens and refuses forged, tampered and expired ones', async () => {
    const tokens = createTokenService(secret, 1800);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual({
      userId: 'user-1',
      email: 'ada@test.local',
      roles: ['attendee'],
    });

    const forged = await createTokenService('another-secret-of-at-least-32-characters', 1800).sign(user);
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
});
