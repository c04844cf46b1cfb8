import type { UserInfo } from '@atrium/domain';
import type { UserRecord } from './users.repository';

/** What a user sees of their own account: never the password hash. */
export function presentUserInfo(user: UserRecord): UserInfo {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    emailVerified: user.emailVerified,
  };
}
