import { z } from 'zod';
import { defaultLocale, supportedLocales } from '../rules/locales.constants';
import { httpUrlSchema } from '../venue/venue-primitives.schema';

export const uiConfigSchema = z.object({
  i18n: z
    .object({
      defaultLocale: z.string().min(1).default(defaultLocale),
      supportedLocales: z
        .array(z.string().min(1))
        .min(1)
        .default([...supportedLocales]),
    })
    .prefault({})
    .refine(
      (i18n) =>
        i18n.supportedLocales.some((locale) => locale.toLowerCase() === i18n.defaultLocale.toLowerCase()),
      { message: 'defaultLocale must be one of supportedLocales', path: ['defaultLocale'] },
    ),
  tabTitle: z.string().optional(),
  favicon: z.string().optional(),
  features: z
    .object({
      userPresence: z.boolean().default(true),
      ai: z.boolean().default(false),
    })
    .prefault({}),
  /** A Matomo-compatible tracker (spec §7), e.g. `https://stats.example.com/`; none when absent. */
  analytics: z
    .object({
      trackerUrl: httpUrlSchema.optional(),
    })
    .optional(),
});
export type UiConfig = z.infer<typeof uiConfigSchema>;
