import type {
  LoginConfigurationView,
  LoginOption,
  LoginProviderOption,
  OidcProviderSettings,
  OidcProviderSettingsView,
} from '@atrium/domain';

/** What the login screen may see of an option: the provider settings (secrets) stay on the server. */
export function presentLoginOption(option: LoginProviderOption): LoginOption {
  return { loginType: option.loginType, displayName: option.displayName, providerId: option.providerId };
}

export const presentLoginOptions = (options: readonly LoginProviderOption[]) =>
  options.map(presentLoginOption);

/** OIDC settings without the client secret: only that one is stored. */
function presentOidcSettings(settings: OidcProviderSettings): OidcProviderSettingsView {
  return {
    issuer: settings.issuer,
    clientId: settings.clientId,
    scopes: settings.scopes,
    clientSecretSet: true,
  };
}

/**
 * The configuration as administrators read it back: every setting but the OIDC client secrets.
 * SAML settings hold no secret (the IdP certificate is public).
 */
export function presentLoginConfigurationForAdmin(
  options: readonly LoginProviderOption[],
): LoginConfigurationView {
  return {
    options: options.map((option) => ({
      ...presentLoginOption(option),
      ...(option.oidc ? { oidc: presentOidcSettings(option.oidc) } : {}),
      ...(option.saml ? { saml: { ...option.saml } } : {}),
    })),
  };
}
