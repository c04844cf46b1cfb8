import { type Role, roleSchema } from '@atrium/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { Principal } from './authorize';

const issuer = 'atrium';

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  return {
    async sign(user: { id: string; email: string; roles: Role[] }): Promise<string> {
      return new SignJWT({ email: user.email, authorities: user.roles })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    /** The principal of a valid token, or null for a missing, expired or forged one. */
    async verify(token: string): Promise<Principal | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        const authorities = Array.isArray(payload.authorities) ? payload.authorities : [];
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        return {
          userId: payload.sub,
          email: payload.email,
          roles: authorities.filter((role): role is Role => roleSchema.safeParse(role).success),
        };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
