import { type LoginProviderOption, loginConfigurationViewSchema } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import {
  presentLoginConfigurationForAdmin,
  presentLoginOption,
  presentLoginOptions,
} from './login-options.presenter';

describe('login options presenter', () => {
  const oidc: LoginProviderOption = {
    loginType: 'FIREBASE_OIDC',
    displayName: 'Corp',
    providerId: 'corp',
    oidc: {
      issuer: 'https://login.corp.example',
      clientId: 'atrium',
      clientSecret: 'top-secret',
      scopes: 'openid',
    },
  };
  const saml: LoginProviderOption = {
    loginType: 'FIREBASE_OIDC',
    displayName: 'Corp SAML',
    providerId: 'saml.corp',
    saml: { entryPoint: 'https://idp.corp.example/sso', idpCert: 'MIIB', wantAssertionsSigned: true },
  };

  it('keeps only loginType, displayName and providerId', () => {
    expect(presentLoginOption(oidc)).toEqual({
      loginType: 'FIREBASE_OIDC',
      displayName: 'Corp',
      providerId: 'corp',
    });
    const presented = presentLoginOptions([oidc, saml]);
    expect(presented.map((option) => Object.keys(option).sort())).toEqual([
      ['displayName', 'loginType', 'providerId'],
      ['displayName', 'loginType', 'providerId'],
    ]);
    expect(JSON.stringify(presented)).not.toMatch(/top-secret|clientId|idpCert|entryPoint|issuer/);
  });
  it('gives administrators every setting but the OIDC client secret', () => {
    const presented = presentLoginConfigurationForAdmin([oidc, saml]);
    expect(presented).toEqual({
      options: [
        {
          loginType: 'FIREBASE_OIDC',
          displayName: 'Corp',
          providerId: 'corp',
          oidc: {
            issuer: 'https://login.corp.example',
            clientId: 'atrium',
            scopes: 'openid',
            clientSecretSet: true,
          },
        },
        { ...saml },
      ],
    });
    expect(JSON.stringify(presented)).not.toContain('top-secret');
    expect(loginConfigurationViewSchema.safeParse(presented).success).toBe(true);
    // The view schema itself refuses a secret.
    const leaking = { options: [{ ...oidc, oidc: { ...presented.options[0]!.oidc, clientSecret: 'x' } }] };
    expect(loginConfigurationViewSchema.safeParse(leaking).success).toBe(false);
  });
});
