import { readFileSync } from 'node:fs';

type Catalogue = { [key: string]: string | Catalogue };

const cache = new Map<string, Catalogue>();

export function catalogue(locale: string): Catalogue {
  let found = cache.get(locale);
  if (!found) {
    found = JSON.parse(
      readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Catalogue;
    cache.set(locale, found);
  }
  return found;
}

/** The catalogue text of a dotted key, or undefined when the catalogue lacks it. */
export function maybeT(locale: string, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue(locale);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text the UI shows for a key: the locale's, else English (the fallback). */
export function t(locale: string, key: string, values: Record<string, string> = {}): string {
  const text = maybeT(locale, key) ?? maybeT('en', key);
  if (text === undefined) throw new Error(`no text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Raw i18n keys (e.g. "header.logout") that would leak into the page if a text were missing. */
export const RAW_KEY =
  /\b(app|header|cookies|mobile|workInProgress|errors|login|profile|area|meeting)\.[a-zA-Z]+\b/;
