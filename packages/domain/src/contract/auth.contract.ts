import { loginRequestSchema, loginResponseSchema } from '../api/login.schema';
import { loginOptionsResponseSchema } from '../api/login-options.schema';
import { userInfoSchema } from '../api/user-info.schema';
import { defineRoute } from './http-route.contract';

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Log in with email and password; sets the refresh cookie',
    description:
      'The 6th failed attempt for an account blocks it for 2 minutes (429 auth.locked); too many failures from one IP give 429 rate.limited.',
    body: loginRequestSchema,
    response: { 200: loginResponseSchema },
  }),
  loginOptions: defineRoute({
    method: 'GET',
    path: '/api/loginOptions',
    access: 'public',
    tags: ['auth'],
    summary: 'The ways to log in to this venue (no secrets)',
    response: { 200: loginOptionsResponseSchema },
  }),
  userInfo: defineRoute({
    method: 'GET',
    path: '/api/userInfo',
    access: 'user.self',
    tags: ['auth'],
    summary: 'The logged-in user',
    response: { 200: userInfoSchema },
  }),
} as const;
