/** The UI locales of spec §9, in the order the spec lists them. */
export const supportedLocales = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'ja',
  'ar',
  'bg',
  'bn',
  'cs',
  'da',
  'el',
  'et',
  'fi',
  'hi',
  'hr',
  'hu',
  'lt',
  'lv',
  'mt',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'ts',
  'ur',
  'zh',
] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

export const fullCatalogueLocales = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export const rtlLocales = ['ar', 'ur'] as const;
export const defaultLocale = 'en';

export function isRtlLocale(locale: string): boolean {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return (rtlLocales as readonly string[]).includes(language);
}
