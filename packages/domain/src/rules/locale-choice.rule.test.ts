import { describe, expect, it } from 'vitest';
import { chooseLocale, type LocaleChoiceInput } from './locale-choice.rule';
import { supportedLocales } from './locales.constants';

const base: LocaleChoiceInput = { supported: supportedLocales, defaultLocale: 'en' };

describe('chooseLocale', () => {
  it('takes a supported lang query first and stores it', () => {
    expect(chooseLocale({ ...base, query: 'fr', stored: 'de', browserLanguage: 'it-IT' })).toEqual({
      locale: 'fr',
      store: true,
    });
  });

  it('returns the supported spelling of a query in another case', () => {
    expect(chooseLocale({ ...base, query: 'pt-br' })).toEqual({ locale: 'pt-BR', store: true });
  });

  it('skips an unsupported query and uses the stored language without storing again', () => {
    expect(chooseLocale({ ...base, query: 'xx', stored: 'de', browserLanguage: 'it-IT' })).toEqual({
      locale: 'de',
      store: false,
    });
  });

  it('uses the first two letters of the browser language, not stored', () => {
    expect(chooseLocale({ ...base, stored: 'klingon', browserLanguage: 'it-IT' })).toEqual({
      locale: 'it',
      store: false,
    });
  });

  it('reduces a regional browser language to its first two letters even when the region is supported', () => {
    expect(chooseLocale({ ...base, browserLanguage: 'pt-BR' })).toEqual({ locale: 'pt', store: false });
  });

  it('falls back to the default locale', () => {
    expect(chooseLocale({ ...base, query: null, stored: null, browserLanguage: 'tlh' })).toEqual({
      locale: 'en',
      store: false,
    });
    expect(chooseLocale(base)).toEqual({ locale: 'en', store: false });
  });

  it('respects a narrower supported list', () => {
    const narrow = { supported: ['en', 'de'], defaultLocale: 'de' };
    expect(chooseLocale({ ...narrow, query: 'fr', browserLanguage: 'fr-FR' })).toEqual({
      locale: 'de',
      store: false,
    });
  });

  it('ignores empty values', () => {
    expect(chooseLocale({ ...base, query: '', stored: '', browserLanguage: '' })).toEqual({
      locale: 'en',
      store: false,
    });
  });
});
