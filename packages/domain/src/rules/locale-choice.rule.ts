export type LocaleChoiceInput = {
  /** The `lang` query parameter. */
  query?: string | null | undefined;
  /** The language stored from an earlier choice. */
  stored?: string | null | undefined;
  /** navigator.language, e.g. 'de-AT'. */
  browserLanguage?: string | null | undefined;
  supported: readonly string[];
  defaultLocale: string;
};

export type LocaleChoice = { locale: string; store: boolean };

/** The supported spelling of `candidate` (pt-br → pt-BR), or undefined when it is not supported. */
function matchSupported(
  candidate: string | null | undefined,
  supported: readonly string[],
): string | undefined {
  if (!candidate) return undefined;
  const wanted = candidate.trim().toLowerCase();
  return supported.find((locale) => locale.toLowerCase() === wanted);
}

/**
 * Spec §5: the lang query parameter if supported (and store it), then the stored language, then the
 * browser language's first two letters (not stored), then the default locale.
 */
export function chooseLocale(input: LocaleChoiceInput): LocaleChoice {
  const { query, stored, browserLanguage, supported, defaultLocale } = input;
  const fromQuery = matchSupported(query, supported);
  if (fromQuery) return { locale: fromQuery, store: true };
  const fromStorage = matchSupported(stored, supported);
  if (fromStorage) return { locale: fromStorage, store: false };
  const fromBrowser = matchSupported(browserLanguage?.trim().slice(0, 2), supported);
  if (fromBrowser) return { locale: fromBrowser, store: false };
  return { locale: matchSupported(defaultLocale, supported) ?? defaultLocale, store: false };
}
