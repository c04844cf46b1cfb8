import { describe, expect, it } from 'vitest';
import { excalidrawLanguage } from './excalidraw-language';

// A part of Excalidraw's `languages` list (its codes as it names them).
const languages = ['en', 'de-DE', 'fr-FR', 'pt-PT', 'pt-BR', 'zh-CN', 'zh-TW', 'ar-SA', 'nb-NO'].map(
  (code) => ({
    code,
  }),
);

describe('Excalidraw language', () => {
  it.each([
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['pt', 'pt-PT'],
    ['pt-BR', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['ar', 'ar-SA'],
    ['en', 'en'],
    ['mt', 'en'],
    ['ts', 'en'],
  ])('uses %s → %s', (locale, code) => {
    expect(excalidrawLanguage(locale, languages)).toBe(code);
  });
});
