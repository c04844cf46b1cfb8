import { chooseLocale, isRtlLocale, type UiConfig } from '@atrium/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// The English texts of the first load: named imports, so that the build leaves out the namespaces
// of features loaded later, which add their own texts when they load (`laterNamespaces`).
import {
  app,
  area,
  audio,
  blockedContentNotification,
  consent,
  cookies,
  download,
  errors,
  header,
  imprint,
  invalidRichText,
  login,
  mobile,
  panorama,
  presence,
  privacyPolicy,
  privacyPreferences,
  realtime,
  returnToArea,
  widget,
  workInProgress,
} from '../../../locales/en.json';

export const LANG_STORAGE_KEY = 'lang';

/** en.json's namespaces in the first load; every other one is in `laterNamespaces` (a test checks). */
export const firstLoadCatalogue = {
  app,
  header,
  privacyPreferences,
  imprint,
  privacyPolicy,
  returnToArea,
  invalidRichText,
  blockedContentNotification,
  cookies,
  mobile,
  workInProgress,
  errors,
  login,
  presence,
  realtime,
  area,
  widget,
  audio,
  download,
  panorama,
  consent,
};

/**
 * Namespaces of en.json that their feature adds when it loads (`addLaterTexts` in later-texts.ts):
 * they are not needed for the first picture, and would weigh on the first load.
 */
export const laterNamespaces = [
  'chat',
  'video',
  'pdf',
  'meeting',
  'profile',
  'mediaBoard',
  'socialWall',
  'whiteboard',
  'search',
  'studio',
] as const;

type Catalogue = Record<string, unknown>;
const catalogues = import.meta.glob<Catalogue>(['../../../locales/*.json', '!../../../locales/en.json'], {
  import: 'default',
});

async function loadCatalogue(locale: string) {
  if (locale === 'en' || i18next.hasResourceBundle(locale, 'translation')) return;
  const load = catalogues[`../../../locales/${locale}.json`];
  if (!load) return;
  i18next.addResourceBundle(locale, 'translation', await load(), true, true);
}

function applyDocumentLanguage(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
}

/** Picks the locale (spec §5), loads its catalogue; other keys fall back to `en` one by one. */
export async function initI18n(uiConfig: UiConfig) {
  const { locale, store } = chooseLocale({
    query: new URLSearchParams(window.location.search).get('lang') ?? undefined,
    stored: localStorage.getItem(LANG_STORAGE_KEY) ?? undefined,
    browserLanguage: navigator.language,
    supported: uiConfig.i18n.supportedLocales,
    defaultLocale: uiConfig.i18n.defaultLocale,
  });
  if (store) localStorage.setItem(LANG_STORAGE_KEY, locale);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: firstLoadCatalogue } },
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadCatalogue(locale);
  await i18next.changeLanguage(locale);
  applyDocumentLanguage(locale);
  i18next.on('languageChanged', applyDocumentLanguage);
}

/** Switches the language and remembers the choice. */
export async function changeLocale(locale: string) {
  localStorage.setItem(LANG_STORAGE_KEY, locale);
  await loadCatalogue(locale);
  await i18next.changeLanguage(locale);
}

export function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
