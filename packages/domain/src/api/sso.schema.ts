import { z } from 'zod';

/**
 * True for a path inside this app ('/venue?x=1'), false for anything a browser could resolve to
 * another origin ('//evil.example', '/\\evil.example', 'https://…') or that holds control characters.
 */
export function isAppRelativePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(path)) return false;
  const base = 'http://app.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

export const appRelativePathSchema = z
  .string()
  .max(2000)
  .refine(isAppRelativePath, 'Must be a path inside this app, starting with a single /');

export const ssoProviderParamsSchema = z.object({
  providerId: z.string().min(1).max(120),
});

/** Where the browser goes back to after a single sign-on; '/' when absent. */
export const ssoStartQuerySchema = z.object({
  redirect: appRelativePathSchema.default('/'),
});

/** The authorization response of an OIDC provider (RFC 6749 §4.1.2); providers may add parameters. */
export const oidcCallbackQuerySchema = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(500).optional(),
});

/**
 * The largest form body the SAML assertion consumer service reads. Signed responses are a few kB
 * (up to some tens with many group attributes); a larger one is refused before it is parsed.
 */
export const SAML_ACS_BODY_LIMIT_BYTES = 128 * 1024;

/** The SAML HTTP-POST binding (form-urlencoded). */
export const samlAcsBodySchema = z.looseObject({
  SAMLResponse: z.string().min(1).max(SAML_ACS_BODY_LIMIT_BYTES),
  RelayState: z.string().max(500).optional(),
});

/**
 * How the server sends the browser back to the login screen after a single sign-on:
 * `/login?sso=success&redirect=/path` (then POST /api/auth/refresh gives the access token) or
 * `/login?sso=error&reason=auth.duplicate_account|auth.login_aborted|auth.login_failed`.
 */
export const ssoResultQuerySchema = z.discriminatedUnion('sso', [
  z.object({ sso: z.literal('success'), redirect: appRelativePathSchema.default('/') }),
  z.object({ sso: z.literal('error'), reason: z.string().max(100) }),
]);
export type SsoResultQuery = z.infer<typeof ssoResultQuerySchema>;
