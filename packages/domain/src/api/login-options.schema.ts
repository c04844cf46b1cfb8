import { z } from 'zod';

/** How an attendee can get in; ANONYMOUS makes the venue public (login disabled). */
export const loginOptionTypes = [
  'EMAIL_PASSWORD',
  'CVENT_LOGIN',
  'BIZZABO_LOGIN',
  'FIREBASE_OIDC',
  'ANONYMOUS',
] as const;
export const loginOptionTypeSchema = z.enum(loginOptionTypes);
export type LoginOptionType = z.infer<typeof loginOptionTypeSchema>;

/** What the login screen sees of an option: never any provider settings. */
export const loginOptionSchema = z.strictObject({
  loginType: loginOptionTypeSchema,
  displayName: z.string().trim().min(1).max(120),
  providerId: z.string().trim().min(1).max(120),
});
export type LoginOption = z.infer<typeof loginOptionSchema>;

export const loginOptionsResponseSchema = z.array(loginOptionSchema);

/** Provider ids starting with 'saml.' are SAML providers; other FIREBASE_OIDC ids are OIDC (spec §3). */
export const SAML_PROVIDER_PREFIX = 'saml.';
export const isSamlProviderId = (providerId: string) => providerId.startsWith(SAML_PROVIDER_PREFIX);

const httpsOrHttpUrl = z.url({ protocol: /^https?$/, error: 'Must be an absolute http(s) URL' });

export const DEFAULT_OIDC_SCOPES = 'openid email profile';

/** Server-only settings of an OIDC provider; discovery runs at `${issuer}/.well-known/openid-configuration`. */
export const oidcProviderSettingsSchema = z.strictObject({
  issuer: httpsOrHttpUrl,
  clientId: z.string().trim().min(1).max(500),
  clientSecret: z.string().min(1).max(2000),
  scopes: z
    .string()
    .trim()
    .max(1000)
    .refine((scopes) => scopes.split(/\s+/).includes('openid'), "The scopes must include 'openid'")
    .default(DEFAULT_OIDC_SCOPES),
});
export type OidcProviderSettings = z.infer<typeof oidcProviderSettingsSchema>;

const pemCertificate =
  /^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$|^[A-Za-z0-9+/=\s]+$/;

/** Server-only settings of a SAML identity provider. */
export const samlProviderSettingsSchema = z.strictObject({
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  entryPoint: httpsOrHttpUrl,
  /** The IdP's signing certificate, PEM (or its bare base64 body). */
  idpCert: z
    .string()
    .trim()
    .min(1)
    .max(20_000)
    .regex(pemCertificate, 'Must be a PEM certificate (-----BEGIN CERTIFICATE----- …)'),
  /** Our SP entity id; the server defaults it to `${publicUrl}/api/auth/saml/${providerId}/metadata`. */
  issuer: z.string().trim().min(1).max(500).optional(),
  wantAssertionsSigned: z.boolean().default(true),
});
export type SamlProviderSettings = z.infer<typeof samlProviderSettingsSchema>;

/** A login option as stored by the server, with the settings of its identity provider. */
export const loginProviderOptionSchema = loginOptionSchema
  .extend({
    oidc: oidcProviderSettingsSchema.optional(),
    saml: samlProviderSettingsSchema.optional(),
  })
  .superRefine((option, ctx) => {
    const isSso = option.loginType === 'FIREBASE_OIDC';
    const wantsSaml = isSso && isSamlProviderId(option.providerId);
    const wantsOidc = isSso && !wantsSaml;
    const check = (key: 'oidc' | 'saml', wanted: boolean, why: string) => {
      if (wanted && !option[key]) ctx.addIssue({ code: 'custom', path: [key], message: `Required ${why}` });
      if (!wanted && option[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `Not allowed ${why}` });
    };
    const kind = wantsSaml
      ? "for a 'saml.' provider"
      : isSso
        ? 'for an OIDC provider'
        : `for ${option.loginType}`;
    check('oidc', wantsOidc, kind);
    check('saml', wantsSaml, kind);
  });
export type LoginProviderOption = z.infer<typeof loginProviderOptionSchema>;
/** An option as an administrator sends it (defaults not yet applied). */
export type LoginProviderOptionInput = z.input<typeof loginProviderOptionSchema>;

export const loginConfigurationSchema = z.strictObject({
  options: z
    .array(loginProviderOptionSchema)
    .min(1, 'At least one login option is needed')
    .refine((options) => new Set(options.map((o) => o.providerId)).size === options.length, {
      message: 'Each providerId may appear once',
    }),
});
export type LoginConfiguration = z.infer<typeof loginConfigurationSchema>;
export type LoginConfigurationInput = z.input<typeof loginConfigurationSchema>;

export const defaultLoginConfiguration: LoginConfiguration = {
  options: [{ loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' }],
};
