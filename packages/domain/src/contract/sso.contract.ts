import {
  oidcCallbackQuerySchema,
  samlAcsBodySchema,
  ssoProviderParamsSchema,
  ssoStartQuerySchema,
} from '../api/sso.schema';
import { defineRoute } from './http-route.contract';

const tags = ['sso'] as const;

/** Single sign-on with the OIDC and SAML providers of the login configuration; every outcome is a redirect. */
export const ssoRoutes = {
  oidcStart: defineRoute({
    method: 'GET',
    path: '/api/auth/oidc/:providerId/start',
    access: 'public',
    tags,
    summary: 'Start an OpenID Connect login (redirects to the identity provider)',
    params: ssoProviderParamsSchema,
    query: ssoStartQuerySchema,
    response: {},
  }),
  oidcCallback: defineRoute({
    method: 'GET',
    path: '/api/auth/oidc/:providerId/callback',
    access: 'public',
    tags,
    summary: 'The OpenID Connect redirect URI (redirects to /login?sso=…)',
    params: ssoProviderParamsSchema,
    query: oidcCallbackQuerySchema,
    response: {},
  }),
  samlStart: defineRoute({
    method: 'GET',
    path: '/api/auth/saml/:providerId/start',
    access: 'public',
    tags,
    summary: 'Start a SAML login (redirects to the identity provider with an AuthnRequest)',
    params: ssoProviderParamsSchema,
    query: ssoStartQuerySchema,
    response: {},
  }),
  samlMetadata: defineRoute({
    method: 'GET',
    path: '/api/auth/saml/:providerId/metadata',
    access: 'public',
    tags,
    summary: 'Our SAML service-provider metadata',
    params: ssoProviderParamsSchema,
    response: {},
  }),
  samlAcs: defineRoute({
    method: 'POST',
    path: '/api/auth/saml/:providerId/acs',
    access: 'public',
    tags,
    summary: 'The SAML assertion consumer service (redirects to /login?sso=…)',
    description:
      'The HTTP-POST binding: a form-urlencoded body of at most SAML_ACS_BODY_LIMIT_BYTES (else 413).',
    params: ssoProviderParamsSchema,
    body: samlAcsBodySchema,
    form: true,
    response: {},
  }),
} as const;
