import type { LoginOption } from '../api/login-options.schema';

/** Login is enabled unless an anonymous provider exists (spec §2.2). */
export const isLoginEnabled = (options: readonly Pick<LoginOption, 'loginType'>[]) =>
  !options.some((option) => option.loginType === 'ANONYMOUS');
