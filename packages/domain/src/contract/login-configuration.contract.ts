import {
  loginConfigurationRequestSchema,
  loginConfigurationViewSchema,
  loginOptionsResponseSchema,
} from '../api/login-options.schema';
import { defineRoute } from './http-route.contract';

/** The login configuration administrators edit (the login options attendees see are in `authRoutes`). */
export const loginConfigurationRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/designer/login-configuration',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'The login configuration of the venue, as administrators edit it (secrets masked)',
    description:
      'OIDC client secrets are never sent: `oidc.clientSecretSet: true` says one is stored. Sending the options back unchanged keeps it.',
    response: { 200: loginConfigurationViewSchema },
  }),
  replace: defineRoute({
    method: 'PUT',
    path: '/api/designer/login-configuration',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Replace the login configuration of the venue',
    description:
      'An OIDC option takes a new `clientSecret`, or `clientSecretSet: true` (as read back) to keep the secret stored for the same providerId and issuer; without a stored one that is 400 validation.failed at `oidc.clientSecret`.',
    body: loginConfigurationRequestSchema,
    response: { 200: loginOptionsResponseSchema },
  }),
} as const;
