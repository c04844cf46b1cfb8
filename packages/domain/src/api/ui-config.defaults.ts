import { defaultLocale, supportedLocales } from '../rules/locales.constants';
import type { UiConfig } from './ui-config.schema';

/** What the app runs with when ui-config.json cannot be loaded (kept apart from the schema so the browser needs no validator). */
export const defaultUiConfig: UiConfig = {
  i18n: { defaultLocale, supportedLocales: [...supportedLocales] },
  features: { userPresence: true, ai: false },
};
