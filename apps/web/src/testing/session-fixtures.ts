import type { UserInfo } from '@atrium/domain';

/** An access token shaped like the server's (a JWT whose `authorities` claim holds the roles). */
export function accessTokenWith(roles: string[], subject = 'u1'): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: subject, authorities: roles })}.signature`;
}

export const guestUser: UserInfo = {
  userId: 'g1',
  email: 'guest-g1@anonymous.invalid',
  name: null,
  roles: ['guest'],
} as UserInfo;
