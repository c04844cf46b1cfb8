import { describe, expect, it } from 'vitest';
import { emojiDataLocale } from './emoji-locales';

describe('emoji data languages', () => {
  it('uses the UI language where the data has it, else its base language, else English', () => {
    expect(emojiDataLocale('de')).toBe('de');
    expect(emojiDataLocale('pt-BR')).toBe('pt');
    expect(emojiDataLocale('ar')).toBe('en');
    expect(emojiDataLocale('en')).toBe('en');
  });
});
