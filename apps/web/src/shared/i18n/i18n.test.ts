// @vitest-environment jsdom
import { defaultUiConfig } from '@atrium/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ts from '../../../locales/ts.json';
import { initI18n } from './i18n';

describe('initI18n', () => {
  it('loads the chosen catalogue and falls back to English key by key', async () => {
    window.history.replaceState(null, '', '/?lang=ts');
    await initI18n(defaultUiConfig);
    expect(i18next.language).toBe('ts');
    expect(document.documentElement.lang).toBe('ts');
    expect(i18next.t('header.logout')).toBe(ts.header.logout);

    // A catalogue that lacks a key: that key comes from en, the others stay.
    const { header: _header, ...withoutHeader } = ts;
    i18next.removeResourceBundle('ts', 'translation');
    i18next.addResourceBundle('ts', 'translation', withoutHeader);
    expect(i18next.t('header.logout')).toBe(en.header.logout);
    expect(i18next.t('app.language')).toBe(ts.app.language);
  });
});
