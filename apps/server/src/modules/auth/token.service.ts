import { createHmac } from 'node:crypto';
import { type Role, roleSchema } from '@atrium/domain';
import { jwtVerify } from 'jose';
import type { Principal } from './authorize';

const issuer = 'atrium';
/** Verified tokens kept at most; beyond that the cache starts afresh. */
const MAX_VERIFIED = 50_000;
const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export function createTokenService(secret: string, ttlSeconds: number) {
  // Imported once: given raw bytes, jose would import the key again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    // Stryker disable next-line BooleanLiteral: equivalent, nothing here ever exports the key.
    false,
    ['sign', 'verify'],
  );
  // Tokens verified already, by their text, until they expire: jose verifies through WebCrypto,
  // whose HMAC job was ~40 % of the CPU of a venue read (bench/venue-read). The text includes the
  // signature, so a kept answer is what verifying again would give until `exp`.
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();
  // Stryker disable all: equivalent mutants. The cache keeps what verifying again would answer, so
  // a mutant that caches nothing, forgets early or never forgets changes speed and memory only.
  const remember = (token: string, principal: Principal, exp: number) => {
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, { principal: Object.freeze(principal), expiresAt: exp * 1000 });
    return principal;
  };
  // Stryker restore all

  return {
    /**
     * Signed here with node:crypto's HMAC rather than jose's SignJWT: jose signs through WebCrypto,
     * which cost ~15 % of the main thread's time per refresh (bench/login), against ~10 µs for
     * this. The format is plain RFC 7519 HS256, and every token is verified by jose (below).
     */
    async sign(user: { id: string; email: string; roles: Role[] }, sessionId: string): Promise<string> {
      const iat = Math.floor(Date.now() / 1000);
      const claims = {
        email: user.email,
        authorities: user.roles,
        sub: user.id,
        // The session (refresh-token family) the token belongs to: it ends with the session.
        sid: sessionId,
        iss: issuer,
        iat,
        exp: iat + ttlSeconds,
      };
      const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    },

    /** A key of its own for another use of the secret (HMAC-SHA256 of the secret over `label`). */
    subkey(label: string): Buffer {
      return createHmac('sha256', secret).update(label).digest();
    },

    /**
     * The principal of a valid token, or null for a missing, expired or forged one, and for one
     * without an expiry or a session (whether the session still runs is the session guard's call).
     */
    async verify(token: string): Promise<Principal | null> {
      const known = verified.get(token);
      // Stryker disable all: equivalent (see `remember`); a kept answer past `exp` is refused by a test.
      if (known) {
        if (Date.now() < known.expiresAt) return known.principal;
        verified.delete(token);
      }
      // Stryker restore all
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sid'],
        });
        // Stryker disable next-line ArrayDeclaration: equivalent, what is not a role is filtered out below.
        const authorities = Array.isArray(payload.authorities) ? payload.authorities : [];
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        if (typeof payload.sid !== 'string') return null;
        const principal = {
          userId: payload.sub,
          email: payload.email,
          sessionId: payload.sid,
          roles: authorities.filter((role): role is Role => roleSchema.safeParse(role).success),
        };
        return remember(token, principal, payload.exp as number);
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
