import { type LoginConfigurationView, loginConfigurationRequestSchema } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import {
  duplicateIdIndexes,
  fieldsFromView,
  keepsStoredSecret,
  kindOf,
  moved,
  newOption,
  requestFromFields,
  uniqueProviderId,
  withKind,
} from './login-form';

const view: LoginConfigurationView = {
  options: [
    { loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' },
    {
      loginType: 'FIREBASE_OIDC',
      displayName: 'Corp login',
      providerId: 'corp',
      oidc: {
        issuer: 'https://login.corp.example',
        clientId: 'atrium',
        scopes: 'openid email profile',
        clientSecretSet: true,
      },
    },
    {
      loginType: 'FIREBASE_OIDC',
      displayName: 'Partner SAML',
      providerId: 'saml.partner',
      saml: {
        entryPoint: 'https://idp.partner.example/sso',
        idpCert: 'MIIBszCCAVmgAwIBAgIU',
        wantAssertionsSigned: true,
      },
    },
    { loginType: 'CVENT_LOGIN', displayName: 'Confirmation number', providerId: 'cvent' },
  ],
};

describe('the login form and the request it sends', () => {
  it('sends the configuration read back unchanged, the masked secret as clientSecretSet', () => {
    const request = requestFromFields(fieldsFromView(view));
    expect(request).toEqual(view);
    expect(loginConfigurationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends a typed secret instead of the masked one', () => {
    const fields = fieldsFromView(view);
    fields[1]!.oidc.clientSecret = 'a-new-secret';
    expect(requestFromFields(fields).options[1]).toEqual({
      loginType: 'FIREBASE_OIDC',
      displayName: 'Corp login',
      providerId: 'corp',
      oidc: {
        issuer: 'https://login.corp.example',
        clientId: 'atrium',
        clientSecret: 'a-new-secret',
        scopes: 'openid email profile',
      },
    });
  });

  it('does not claim the stored secret for another issuer or provider id', () => {
    for (const change of [
      (f: ReturnType<typeof fieldsFromView>) => {
        f[1]!.oidc.issuer = 'https://evil.example';
      },
      (f: ReturnType<typeof fieldsFromView>) => {
        f[1]!.providerId = 'partner';
      },
    ]) {
      const fields = fieldsFromView(view);
      change(fields);
      expect(keepsStoredSecret(fields[1]!)).toBe(false);
      const oidc = (requestFromFields(fields).options[1] as { oidc: object }).oidc;
      expect(oidc).not.toHaveProperty('clientSecretSet');
      expect(oidc).not.toHaveProperty('clientSecret');
    }
    // Edge spaces are not a change: the server trims them too.
    const fields = fieldsFromView(view);
    fields[1]!.providerId = ' corp ';
    expect(keepsStoredSecret(fields[1]!)).toBe(true);
  });

  it('sends only the block of the kind, trimmed, and leaves blank optional settings out', () => {
    const fields = fieldsFromView(view);
    fields[1]!.oidc.scopes = '  ';
    fields[2]!.saml.issuer = ' urn:venue ';
    fields[3]!.oidc.issuer = 'https://typed.example';
    const [, oidc, saml, cvent] = requestFromFields(fields).options;
    expect(oidc).not.toHaveProperty('oidc.scopes');
    expect(oidc).toHaveProperty('oidc.clientSecretSet', true);
    expect(oidc).not.toHaveProperty('saml');
    expect(saml).toEqual({ ...view.options[2], saml: { ...view.options[2]!.saml, issuer: 'urn:venue' } });
    expect(cvent).toEqual(view.options[3]);
  });

  it('tells SAML from OIDC by the provider id', () => {
    expect(kindOf({ loginType: 'FIREBASE_OIDC', providerId: 'saml.corp' })).toBe('SAML');
    expect(kindOf({ loginType: 'FIREBASE_OIDC', providerId: 'corp' })).toBe('OIDC');
    expect(kindOf({ loginType: 'BIZZABO_LOGIN', providerId: 'saml.x' })).toBe('BIZZABO_LOGIN');
  });
});

describe('adding and changing options', () => {
  it('gives new options an id nobody has', () => {
    expect(uniqueProviderId('password', ['cvent'])).toBe('password');
    expect(uniqueProviderId('password', ['password', 'password-2', ' password-3 '])).toBe('password-4');
    const option = newOption('SAML', 'Company login', ['saml.idp']);
    expect(option).toMatchObject({
      loginType: 'FIREBASE_OIDC',
      providerId: 'saml.idp-2',
      displayName: 'Company login',
    });
    expect(kindOf(option)).toBe('SAML');
    expect(newOption('OIDC', 'x', []).key).not.toBe(option.key);
  });

  it("switches between OIDC and SAML through the 'saml.' prefix, keeping what was typed", () => {
    const [, corp, partner] = fieldsFromView(view);
    const saml = withKind(corp!, 'SAML', ['password']);
    expect(saml.providerId).toBe('saml.corp');
    expect(saml.oidc.clientId).toBe('atrium');
    expect(kindOf(saml)).toBe('SAML');
    expect(withKind(partner!, 'OIDC', ['partner']).providerId).toBe('partner-2');
    const cvent = withKind(partner!, 'CVENT_LOGIN', []);
    expect(cvent).toMatchObject({ loginType: 'CVENT_LOGIN', providerId: 'partner' });
    expect(withKind(corp!, 'OIDC', [])).toBe(corp);
  });

  it('finds every option whose id is taken twice', () => {
    expect(duplicateIdIndexes([{ providerId: 'a' }, { providerId: 'b' }, { providerId: ' a' }])).toEqual(
      new Set([0, 2]),
    );
    expect(duplicateIdIndexes([{ providerId: 'a' }, { providerId: 'b' }]).size).toBe(0);
  });

  it('moves an option within the list', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
