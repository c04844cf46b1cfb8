import { describe, expect, it } from 'vitest';
import type { LocalizedItem } from '../venue/venue-primitives.schema';
import { localizedText, pickLocalized } from './localized.rule';

const items: LocalizedItem[] = [
  { locale: 'fr', text: 'Bonjour' },
  { locale: 'en', text: 'Hello' },
  { locale: 'pt', text: 'Olá' },
  { locale: 'pt-BR', text: 'Oi' },
];

describe('pickLocalized', () => {
  it('prefers the exact locale', () => {
    expect(pickLocalized(items, 'pt-BR')?.text).toBe('Oi');
  });

  it('matches the locale case-insensitively', () => {
    expect(pickLocalized(items, 'PT-br')?.text).toBe('Oi');
  });

  it('falls back to the language part of the locale', () => {
    expect(pickLocalized(items, 'fr-CA')?.text).toBe('Bonjour');
  });

  it('does not widen a language to one of its regions', () => {
    const regional: LocalizedItem[] = [
      { locale: 'de-AT', text: 'Servus' },
      { locale: 'en', text: 'Hello' },
    ];
    expect(pickLocalized(regional, 'de')?.text).toBe('Hello');
  });

  it('falls back to en, then to the first item', () => {
    expect(pickLocalized(items, 'ja')?.text).toBe('Hello');
    expect(
      pickLocalized(
        [
          { locale: 'it', text: 'Ciao' },
          { locale: 'es', text: 'Hola' },
        ],
        'ja',
      )?.text,
    ).toBe('Ciao');
  });

  it('uses the given fallback locale instead of en', () => {
    expect(pickLocalized(items, 'ja', 'fr')?.text).toBe('Bonjour');
  });

  it('returns undefined for no items', () => {
    expect(pickLocalized(undefined, 'en')).toBeUndefined();
    expect(pickLocalized([], 'en')).toBeUndefined();
  });
});

describe('localizedText', () => {
  it('returns the text of the picked item', () => {
    expect(localizedText(items, 'pt-PT')).toBe('Olá');
  });

  it("returns '' when nothing matches or the item has no text", () => {
    expect(localizedText(undefined, 'en')).toBe('');
    expect(localizedText([{ locale: 'en', assetId: 'a' }], 'en')).toBe('');
  });
});
