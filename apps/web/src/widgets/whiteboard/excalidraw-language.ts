/** Excalidraw's language codes, as its `languages` list names them (its bundled catalogues). */
const SPECIAL: Record<string, string> = { pt: 'pt-PT', 'pt-BR': 'pt-BR', zh: 'zh-CN', en: 'en' };

/**
 * The Excalidraw language of the app's locale: the exact code, else the first of that language's
 * regions, else English (for the app's languages Excalidraw has no catalogue of).
 */
export function excalidrawLanguage(locale: string, available: readonly { code: string }[]): string {
  const codes = available.map((language) => language.code);
  const special = SPECIAL[locale];
  if (special && codes.includes(special)) return special;
  if (codes.includes(locale)) return locale;
  return codes.find((code) => code.split('-')[0] === locale) ?? 'en';
}
