import {
  isSamlProviderId,
  type LoginProviderOption,
  type OidcProviderSettings,
  type SamlProviderSettings,
} from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { LoginOptionsService } from '../auth/login-options.service';

/** How long a started sign-on may take before its state expires. */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;

const unknownProvider = (providerId: string) =>
  new AppError('auth.unknown_provider', `No single sign-on provider '${providerId}' is configured.`);

type Provider<S> = { option: LoginProviderOption; settings: S };

/** The configured OIDC or SAML provider with that id, or 404 `auth.unknown_provider`. */
export function createSsoProviders(loginOptions: LoginOptionsService) {
  const find = async (providerId: string) => {
    const option = await loginOptions.findProvider(providerId);
    return option?.loginType === 'FIREBASE_OIDC' ? option : undefined;
  };

  return {
    async oidc(providerId: string): Promise<Provider<OidcProviderSettings>> {
      const option = await find(providerId);
      if (!option?.oidc || isSamlProviderId(providerId)) throw unknownProvider(providerId);
      return { option, settings: option.oidc };
    },

    async saml(providerId: string): Promise<Provider<SamlProviderSettings>> {
      const option = await find(providerId);
      if (!option?.saml || !isSamlProviderId(providerId)) throw unknownProvider(providerId);
      return { option, settings: option.saml };
    },
  };
}

export type SsoProviders = ReturnType<typeof createSsoProviders>;
