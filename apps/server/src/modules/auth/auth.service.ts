import type { LoginRequest, Role, UserInfo } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from './password';
import type { TokenService } from './token.service';
import type { UsersRepository } from './users.repository';

export function createAuthService(users: UsersRepository, tokens: TokenService) {
  // Unknown emails are checked against a throwaway hash so that the answer takes as long as for
  // a known email with a wrong password.
  let dummyHash: Promise<string> | undefined;
  const hashFor = (hash: string | null | undefined) => {
    if (hash) return Promise.resolve(hash);
    dummyHash ??= hashPassword('not-a-real-password');
    return dummyHash;
  };

  return {
    async login({ email, password }: LoginRequest): Promise<{ accessToken: string }> {
      const user = await users.findByEmail(email.trim().toLowerCase());
      const valid = await verifyPassword(await hashFor(user?.passwordHash), password);
      if (!user?.passwordHash || !valid) {
        throw new AppError('auth.invalid_credentials', 'Invalid credentials.');
      }
      return { accessToken: await tokens.sign(user) };
    },

    async userInfo(userId: string): Promise<UserInfo> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('user.not_found', 'This account no longer exists.');
      return { userId: user.id, email: user.email, name: user.name, roles: user.roles };
    },

    async ensureUser(email: string, password: string, roles: Role[], name: string | null = null) {
      return users.upsert({
        email: email.toLowerCase(),
        passwordHash: await hashPassword(password),
        name,
        roles,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
