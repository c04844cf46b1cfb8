import { createHash, randomBytes } from 'node:crypto';

/** A random, unguessable token (256 bits) for cookies and mail links; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of an opaque token. A fast hash is enough: the tokens have 256 bits of entropy,
 * so unlike passwords they cannot be guessed from their hash.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
