import type { I18n } from 'emoji-picker-element/shared';

type Loader<T> = () => Promise<{ default: T }>;

/**
 * The emoji data per language (search keywords and names in it; Emojibase's for English, CLDR's
 * for the others), each a file of the build loaded
 * only when the picker opens in that language. English for the others.
 */
const data: Record<string, Loader<string>> = {
  en: () => import('emoji-picker-element-data/en/emojibase/data.json?url'),
  de: () => import('emoji-picker-element-data/de/cldr/data.json?url'),
  es: () => import('emoji-picker-element-data/es/cldr/data.json?url'),
  fr: () => import('emoji-picker-element-data/fr/cldr/data.json?url'),
  it: () => import('emoji-picker-element-data/it/cldr/data.json?url'),
  pt: () => import('emoji-picker-element-data/pt/cldr/data.json?url'),
  ja: () => import('emoji-picker-element-data/ja/cldr/data.json?url'),
  nl: () => import('emoji-picker-element-data/nl/cldr/data.json?url'),
  pl: () => import('emoji-picker-element-data/pl/cldr/data.json?url'),
  ru: () => import('emoji-picker-element-data/ru/cldr/data.json?url'),
  zh: () => import('emoji-picker-element-data/zh/cldr/data.json?url'),
};

/** The picker's own words (search label, categories) in the languages it ships. */
const texts: Record<string, Loader<I18n>> = {
  ar: () => import('emoji-picker-element/i18n/ar.js'),
  de: () => import('emoji-picker-element/i18n/de.js'),
  es: () => import('emoji-picker-element/i18n/es.js'),
  fr: () => import('emoji-picker-element/i18n/fr.js'),
  hi: () => import('emoji-picker-element/i18n/hi.js'),
  hu: () => import('emoji-picker-element/i18n/hu.js'),
  it: () => import('emoji-picker-element/i18n/it.js'),
  ja: () => import('emoji-picker-element/i18n/ja.js'),
  nl: () => import('emoji-picker-element/i18n/nl.js'),
  pl: () => import('emoji-picker-element/i18n/pl.js'),
  pt: () => import('emoji-picker-element/i18n/pt_PT.js'),
  'pt-BR': () => import('emoji-picker-element/i18n/pt_BR.js'),
  ru: () => import('emoji-picker-element/i18n/ru_RU.js'),
  zh: () => import('emoji-picker-element/i18n/zh_CN.js'),
};

/** The data's language for a UI locale (pt-BR reads the Portuguese data). */
export const emojiDataLocale = (locale: string) => {
  const base = locale.split('-')[0] ?? 'en';
  return data[locale] ? locale : data[base] ? base : 'en';
};

export async function emojiDataUrl(locale: string): Promise<{ locale: string; url: string }> {
  const chosen = emojiDataLocale(locale);
  const load = data[chosen] ?? data.en;
  return { locale: chosen, url: load ? (await load()).default : '' };
}

/** The picker's words in the locale; undefined for English (its default). */
export async function emojiPickerTexts(locale: string): Promise<I18n | undefined> {
  const load = texts[locale] ?? texts[locale.split('-')[0] ?? ''];
  return load ? (await load()).default : undefined;
}
