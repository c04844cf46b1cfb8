import type { IssuePath, ValidationIssue } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { issuesExactlyAt } from '../fields/use-field-issue';
import { fieldsFromView, newOption } from './login-form';
import { checkFields, issuesFromDetails, parseDetailPath, placedPaths, unplacedIssues } from './login-issues';

describe("the server's detail paths", () => {
  it('are read as paths of the form', () => {
    expect(parseDetailPath('body.options.1.oidc.clientSecret')).toEqual([
      'options',
      1,
      'oidc',
      'clientSecret',
    ]);
    expect(parseDetailPath('options[0].saml')).toEqual(['options', 0, 'saml']);
    expect(parseDetailPath('body')).toEqual([]);
  });

  it('land at the same fields as the client check', () => {
    const issues = issuesFromDetails([
      { path: 'body.options.1.oidc.clientSecret', message: 'Required: no client secret is stored' },
      { path: 'body.options', message: 'Each providerId may appear once' },
    ]);
    expect(issues).toEqual([
      { path: 'options[1].oidc.clientSecret', message: 'Required: no client secret is stored' },
      { path: 'options', message: 'Each providerId may appear once' },
    ]);
    expect(issuesExactlyAt(issues, ['options', 1, 'oidc', 'clientSecret'])).toEqual([
      { path: 'options[1].oidc.clientSecret', message: 'Required: no client secret is stored' },
    ]);
  });
});

describe('checking the form with the configuration schema', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(checkFields([newOption('EMAIL_PASSWORD', 'Email', [])])).toEqual([]);
  });

  it('names each field that is wrong', () => {
    const oidc = newOption('OIDC', ' ', []);
    oidc.oidc.issuer = 'ftp://corp.example';
    oidc.oidc.clientId = 'atrium';
    oidc.oidc.scopes = 'email';
    const saml = newOption('SAML', 'SAML', []);
    saml.saml.entryPoint = 'https://idp.example/sso';
    saml.saml.idpCert = 'not a <certificate>';
    const paths = checkFields([oidc, saml]).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'options[0].displayName',
        'options[0].oidc.issuer',
        'options[0].oidc.scopes',
        'options[0].oidc.clientSecret',
        'options[1].saml.idpCert',
      ]),
    );
    const codesAt = (issues: ValidationIssue[], path: IssuePath) =>
      issuesExactlyAt(issues, path).map((issue) => issue.code);
    const found = checkFields([oidc, saml]);
    expect(codesAt(found, ['options', 0, 'displayName'])).toEqual(['required']);
    expect(codesAt(found, ['options', 0, 'oidc', 'issuer'])).toEqual(['invalid_url']);
    expect(codesAt(found, ['options', 1, 'saml', 'idpCert'])).toEqual(['invalid_format']);
    expect(codesAt(checkFields([newOption('OIDC', 'Corp', [])]), ['options', 0, 'oidc', 'issuer'])).toEqual([
      'required',
    ]);
    expect(checkFields([])).toEqual([
      { path: 'options', message: 'At least one login option is needed', code: 'required' },
    ]);
  });

  it('shows at the list what no field shows', () => {
    const [password, corp] = fieldsFromView({
      options: [
        { loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password' },
        {
          loginType: 'FIREBASE_OIDC',
          displayName: 'Corp',
          providerId: 'corp',
          oidc: { issuer: 'https://corp.example', clientId: 'a', scopes: 'openid', clientSecretSet: true },
        },
      ],
    });
    const options = [password!, corp!];
    expect(placedPaths(options)).toContain('options[1].oidc.clientSecret');
    expect(placedPaths(options)).not.toContain('options[0].oidc');
    const issues = [
      { path: 'options[1].oidc', message: 'Unrecognized key' },
      { path: 'options[0].oidc', message: 'Not allowed for EMAIL_PASSWORD' },
      { path: 'options', message: 'Each providerId may appear once' },
    ];
    expect(unplacedIssues(issues, options).map((issue) => issue.path)).toEqual([
      'options[0].oidc',
      'options',
    ]);
  });
});
