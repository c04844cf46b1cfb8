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

type ProviderSettingsHolder = {
  loginType: LoginOptionType;
  providerId: string;
  oidc?: unknown;
  saml?: unknown;
};

/** FIREBASE_OIDC options need the settings of their kind ('saml.' ids SAML, others OIDC), others none. */
function checkProviderSettings(option: ProviderSettingsHolder, ctx: z.RefinementCtx) {
  const isSso = option.loginType === 'FIREBASE_OIDC';
  const wantsSaml = isSso && isSamlProviderId(option.providerId);
  const wantsOidc = isSso && !wantsSaml;
  const check = (key: 'oidc' | 'saml', wanted: boolean, why: string) => {
    const issue = (code: 'required' | 'not_allowed', message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message, params: { code } });
    if (wanted && !option[key]) issue('required', `Required ${why}`);
    if (!wanted && option[key]) issue('not_allowed', `Not allowed ${why}`);
  };
  const kind = wantsSaml
    ? "for a 'saml.' provider"
    : isSso
      ? 'for an OIDC provider'
      : `for ${option.loginType}`;
  check('oidc', wantsOidc, kind);
  check('saml', wantsSaml, kind);
}

/** A login option as stored by the server, with the settings of its identity provider. */
export const loginProviderOptionSchema = loginOptionSchema
  .extend({
    oidc: oidcProviderSettingsSchema.optional(),
    saml: samlProviderSettingsSchema.optional(),
  })
  .superRefine(checkProviderSettings);
export type LoginProviderOption = z.infer<typeof loginProviderOptionSchema>;
/** An option as an administrator sends it (defaults not yet applied). */
export type LoginProviderOptionInput = z.input<typeof loginProviderOptionSchema>;

/** A configuration's option list: at least one option, each provider id once. */
const optionList = <Option extends z.ZodType<{ providerId: string }>>(option: Option) =>
  z
    .array(option)
    .min(1, 'At least one login option is needed')
    .refine((options) => new Set(options.map((o) => o.providerId)).size === options.length, {
      message: 'Each providerId may appear once',
      params: { code: 'duplicate_provider' },
    });

/** The login configuration as the server stores it (with the providers' secrets). */
export const loginConfigurationSchema = z.strictObject({ options: optionList(loginProviderOptionSchema) });
export type LoginConfiguration = z.infer<typeof loginConfigurationSchema>;
export type LoginConfigurationInput = z.input<typeof loginConfigurationSchema>;

/**
 * OIDC settings as administrators read them back: the client secret never leaves the server,
 * `clientSecretSet` says that one is stored.
 */
export const oidcProviderSettingsViewSchema = oidcProviderSettingsSchema
  .omit({ clientSecret: true })
  .extend({ clientSecretSet: z.literal(true) });
export type OidcProviderSettingsView = z.infer<typeof oidcProviderSettingsViewSchema>;

/** `GET /api/designer/login-configuration` (administrators): the configuration without secrets. */
export const loginConfigurationViewSchema = z.strictObject({
  options: z.array(
    loginOptionSchema.extend({
      oidc: oidcProviderSettingsViewSchema.optional(),
      saml: samlProviderSettingsSchema.optional(),
    }),
  ),
});
export type LoginConfigurationView = z.infer<typeof loginConfigurationViewSchema>;

/**
 * OIDC settings in `PUT /api/designer/login-configuration`: a new `clientSecret`, or — as read
 * back — `clientSecretSet: true` without one, which keeps the secret stored for the same provider
 * id and issuer.
 */
export const oidcProviderSettingsRequestSchema = oidcProviderSettingsSchema
  .extend({
    clientSecret: oidcProviderSettingsSchema.shape.clientSecret.optional(),
    clientSecretSet: z.literal(true).optional(),
  })
  .superRefine((settings, ctx) => {
    if (settings.clientSecret === undefined && !settings.clientSecretSet) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientSecret'],
        message: 'Required (or clientSecretSet: true to keep the stored secret)',
        params: { code: 'required' },
      });
    }
  });
export type OidcProviderSettingsRequest = z.infer<typeof oidcProviderSettingsRequestSchema>;

export const loginProviderOptionRequestSchema = loginOptionSchema
  .extend({
    oidc: oidcProviderSettingsRequestSchema.optional(),
    saml: samlProviderSettingsSchema.optional(),
  })
  .superRefine(checkProviderSettings);
export type LoginProviderOptionRequest = z.infer<typeof loginProviderOptionRequestSchema>;

/** `PUT /api/designer/login-configuration`: the whole configuration, secrets new or kept. */
export const loginConfigurationRequestSchema = z.strictObject({
  options: optionList(loginProviderOptionRequestSchema),
});
export type LoginConfigurationRequest = z.infer<typeof loginConfigurationRequestSchema>;
export type LoginConfigurationRequestInput = z.input<typeof loginConfigurationRequestSchema>;

export const defaultLoginConfiguration: LoginConfiguration = {
  options: [{ loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' }],
};
