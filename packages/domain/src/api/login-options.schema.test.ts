import { describe, expect, it } from 'vitest';
import {
  defaultLoginConfiguration,
  isSamlProviderId,
  loginConfigurationRequestSchema,
  loginConfigurationSchema,
  loginConfigurationViewSchema,
} from './login-options.schema';

const oidc = { issuer: 'https://login.corp.example', clientId: 'atrium', clientSecret: 's3cret' };
const saml = {
  entryPoint: 'https://idp.corp.example/sso',
  idpCert: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----',
};
const option = (providerId: string, settings: object = {}) => ({
  loginType: 'FIREBASE_OIDC',
  displayName: providerId,
  providerId,
  ...settings,
});
const issuesOf = (options: object[]) =>
  loginConfigurationSchema
    .safeParse({ options })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('loginConfigurationSchema with provider settings', () => {
  it('accepts OIDC and SAML providers and fills in their defaults', () => {
    const parsed = loginConfigurationSchema.parse({
      options: [option('corp', { oidc }), option('saml.corp', { saml })],
    });
    expect(parsed.options[0]?.oidc?.scopes).toBe('openid email profile');
    expect(parsed.options[1]?.saml).toEqual({ ...saml, wantAssertionsSigned: true });
    expect(loginConfigurationSchema.parse(defaultLoginConfiguration)).toEqual(defaultLoginConfiguration);
  });

  it('needs exactly the block that matches the provider id', () => {
    expect(issuesOf([option('corp')])).toEqual([['options.0.oidc', 'Required for an OIDC provider']]);
    expect(issuesOf([option('saml.corp', { oidc })])).toEqual([
      ['options.0.oidc', "Not allowed for a 'saml.' provider"],
      ['options.0.saml', "Required for a 'saml.' provider"],
    ]);
    expect(issuesOf([option('corp', { oidc, saml })])).toEqual([
      ['options.0.saml', 'Not allowed for an OIDC provider'],
    ]);
    expect(
      issuesOf([{ loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password', oidc }]),
    ).toEqual([['options.0.oidc', 'Not allowed for EMAIL_PASSWORD']]);
  });

  it('checks the settings themselves', () => {
    const issues = issuesOf([
      option('corp', { oidc: { ...oidc, issuer: 'ftp://corp.example', scopes: 'email', extra: 1 } }),
      option('saml.corp', { saml: { ...saml, idpCert: 'not a <certificate>' } }),
    ]);
    expect(issues?.map(([path]) => path)).toEqual([
      'options.0.oidc.issuer',
      'options.0.oidc.scopes',
      'options.0.oidc',
      'options.1.saml.idpCert',
    ]);
  });

  it("tells SAML ids by their 'saml.' prefix", () => {
    expect(isSamlProviderId('saml.corp')).toBe(true);
    expect(isSamlProviderId('oidc.corp')).toBe(false);
  });
});

describe('the login configuration as administrators read and send it', () => {
  const { clientSecret: _secret, ...masked } = { ...oidc, clientSecretSet: true as const };
  const requestIssues = (settings: object) =>
    loginConfigurationRequestSchema
      .safeParse({ options: [option('corp', { oidc: settings })] })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts a new secret or the masked form, and nothing else', () => {
    expect(requestIssues(oidc)).toBeUndefined();
    expect(requestIssues(masked)).toBeUndefined();
    expect(requestIssues({ ...masked, clientSecret: 'new' })).toBeUndefined();
    const { clientSecretSet: _set, ...neither } = masked;
    expect(requestIssues(neither)).toEqual([
      ['options.0.oidc.clientSecret', 'Required (or clientSecretSet: true to keep the stored secret)'],
    ]);
    expect(requestIssues({ ...masked, clientSecretSet: false })?.[0]?.[0]).toBe(
      'options.0.oidc.clientSecretSet',
    );
    // The same option rules as the stored configuration.
    expect(
      loginConfigurationRequestSchema.safeParse({ options: [option('saml.corp', { oidc: masked })] }).error
        ?.issues.length,
    ).toBe(2);
  });

  it('reads back without any client secret', () => {
    const settings = { ...masked, scopes: 'openid' };
    expect(
      loginConfigurationViewSchema.safeParse({ options: [option('corp', { oidc: settings })] }).success,
    ).toBe(true);
    const leaking = { options: [option('corp', { oidc: { ...settings, clientSecret: 's' } })] };
    expect(loginConfigurationViewSchema.safeParse(leaking).success).toBe(false);
  });
});
