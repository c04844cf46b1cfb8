import type { LoginOption, LoginProviderOption } from '@atrium/domain';

/** What the login screen may see of an option: the provider settings (secrets) stay on the server. */
export function presentLoginOption(option: LoginProviderOption): LoginOption {
  return { loginType: option.loginType, displayName: option.displayName, providerId: option.providerId };
}

export const presentLoginOptions = (options: readonly LoginProviderOption[]) =>
  options.map(presentLoginOption);
