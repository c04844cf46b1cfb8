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

export const loginOptionSchema = z.strictObject({
  loginType: loginOptionTypeSchema,
  displayName: z.string().trim().min(1).max(120),
  providerId: z.string().trim().min(1).max(120),
});
export type LoginOption = z.infer<typeof loginOptionSchema>;

export const loginOptionsResponseSchema = z.array(loginOptionSchema);

export const loginConfigurationSchema = z.strictObject({
  options: z
    .array(loginOptionSchema)
    .min(1, 'At least one login option is needed')
    .refine((options) => new Set(options.map((o) => o.providerId)).size === options.length, {
      message: 'Each providerId may appear once',
    }),
});
export type LoginConfiguration = z.infer<typeof loginConfigurationSchema>;

export const defaultLoginConfiguration: LoginConfiguration = {
  options: [{ loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' }],
};
