import argon2 from 'argon2';

/**
 * argon2id cost. A login verifies one hash, so this cost decides login latency and how many
 * logins per second the server can take; the target is a p99 under 250 ms at 20 logins/s on a
 * 2-core machine, with the rest of the server still responsive.
 *
 * Measured on that machine (Node 20, argon2 0.44), per verification:
 * - the library default (64 MiB, t=3, p=4): ~310 ms alone, ~275 ms of CPU — over the target
 *   before any queueing, and 20/s would need 5.5 cores;
 * - 46 MiB, t=1, p=1: ~98 ms, 87 ms CPU — 20/s would keep both cores ~90 % busy;
 * - 19 MiB, t=2, p=1: ~54 ms, 51 ms CPU — 20/s uses about half of the two cores;
 * - 12 MiB, t=3, p=1: ~48 ms, 41 ms CPU.
 * All four of the OWASP-recommended settings (46 MiB/t=1, 19 MiB/t=2, 12 MiB/t=3, 9 MiB/t=4,
 * 7 MiB/t=5, p=1) are considered equally strong; we take 19 MiB, t=2, p=1: the OWASP first
 * choice, memory-hard enough that a GPU attacker pays 19 MiB per guess, and ~50 ms of one core,
 * which leaves headroom for bursts above 20/s (bench/login measures p99 at 20/s). Parallelism 1
 * because with several logins at once every core is busy anyway; more lanes only add threads.
 *
 * Hashes made with other parameters keep working (they carry their parameters) and are re-hashed
 * with these at the next successful login.
 */
export const passwordHashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashOptions);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters than today's. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, passwordHashOptions);
  } catch {
    return false;
  }
}
