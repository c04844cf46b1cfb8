import type { LocalizedItem } from '../venue/venue-primitives.schema';

function languageOf(locale: string): string {
  return locale.split('-')[0] ?? locale;
}

function findLocale(items: readonly LocalizedItem[], locale: string): LocalizedItem | undefined {
  const wanted = locale.toLowerCase();
  return items.find((item) => item.locale.toLowerCase() === wanted);
}

/**
 * The item for `locale`: the exact locale, then its language (pt-BR → pt), then `fallback`,
 * then the first item. Locales compare case-insensitively.
 */
export function pickLocalized(
  items: readonly LocalizedItem[] | undefined,
  locale: string,
  fallback = 'en',
): LocalizedItem | undefined {
  if (!items || items.length === 0) return undefined;
  return (
    findLocale(items, locale) ??
    findLocale(items, languageOf(locale)) ??
    findLocale(items, fallback) ??
    items[0]
  );
}

/** The text of the picked item, or '' when there is none. */
export function localizedText(
  items: readonly LocalizedItem[] | undefined,
  locale: string,
  fallback = 'en',
): string {
  return pickLocalized(items, locale, fallback)?.text ?? '';
}
