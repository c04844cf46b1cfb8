import {
  passwordResetConfirmResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
} from '../api/password-reset.schema';
import { defineRoute } from './http-route.contract';

export const passwordResetRoutes = {
  request: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'public',
    tags: ['auth'],
    summary: 'Mail a password-reset link (404 auth.unknown_user for an unknown email)',
    description:
      'The link points at PUBLIC_URL (outside production without it: the address the server announced ' +
      'at start), never at a request header. In production without PUBLIC_URL: 503 auth.reset_unavailable.',
    body: passwordResetRequestSchema,
    response: { 200: passwordResetResponseSchema },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'public',
    tags: ['auth'],
    summary: 'Set a new password with the token of a reset link',
    description: 'An unknown, used or expired token gives 400 auth.reset_token_invalid.',
    body: passwordResetConfirmSchema,
    response: { 200: passwordResetConfirmResponseSchema },
  }),
} as const;
