import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  fullCatalogueLocales,
  isRtlLocale,
  rtlLocales,
  supportedLocales,
} from './locales.constants';

describe('locale constants', () => {
  it('lists the 32 supported locales of spec §9 in order', () => {
    expect(supportedLocales).toHaveLength(32);
    expect(supportedLocales.slice(0, 6)).toEqual(['en', 'de', 'fr', 'it', 'es', 'ja']);
    expect(supportedLocales.slice(-3)).toEqual(['ts', 'ur', 'zh']);
    expect(supportedLocales.indexOf('pt-BR')).toBe(supportedLocales.indexOf('pt') + 1);
  });

  it('has full catalogues only for supported locales, and en as default', () => {
    expect(fullCatalogueLocales).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    for (const locale of [...fullCatalogueLocales, ...rtlLocales]) expect(supportedLocales).toContain(locale);
    expect(defaultLocale).toBe('en');
  });

  it('knows which locales are right-to-left', () => {
    expect(isRtlLocale('ar')).toBe(true);
    expect(isRtlLocale('UR-pk')).toBe(true);
    expect(isRtlLocale('en')).toBe(false);
  });
});
