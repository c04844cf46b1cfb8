import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullCatalogueLocales, supportedLocales } from '@atrium/domain';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, '..', '..', '..', 'locales');

/** Every locale that must ship a catalogue (spec §9); en is the source of truth. */
const EXPECTED_LOCALES = [...supportedLocales];

/** Locales whose catalogue must contain every key of en (no fallback to English). */
const FULL_LOCALES = fullCatalogueLocales.filter((locale) => locale !== 'en');

const PLACEHOLDER = /\{\{\s*[^{}]+?\s*\}\}/g;

function readRaw(locale: string): string {
  return readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8');
}

function parse(locale: string): unknown {
  return JSON.parse(readRaw(locale));
}

/** Flattens nested objects to dotted keys; leaves keep their raw value so non-strings can be reported. */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

function placeholders(value: string): string[] {
  return [...new Set(value.match(PLACEHOLDER) ?? [])];
}

const en = flatten(parse('en'));
const enKeys = [...en.keys()].sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Keys en writes in plural forms, without their suffix (`presence.total` for `presence.total_one`). */
const pluralBases = [
  ...new Set(enKeys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, ''))),
];

/** The plural forms a language needs (Arabic six, Russian four, Japanese one), as i18next picks them. */
const pluralCategories = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** A key of `locale` that en has, or one of the plural forms of an en plural that the language needs. */
function enKeyOf(locale: string, key: string): string | undefined {
  if (en.has(key)) return key;
  const category = PLURAL_SUFFIX.exec(key)?.[1];
  const base = key.replace(PLURAL_SUFFIX, '');
  const needed =
    category &&
    pluralBases.includes(base) &&
    pluralCategories(locale).includes(category as Intl.LDMLPluralRule);
  return needed ? `${base}_other` : undefined;
}

describe('locale catalogues', () => {
  it('exist for exactly the supported locales', () => {
    const files = readdirSync(LOCALES_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
    expect(files).toEqual([...EXPECTED_LOCALES].sort());
  });

  it('en is a non-empty catalogue of strings', () => {
    expect(enKeys.length).toBeGreaterThan(0);
    for (const [key, value] of en) {
      expect(typeof value === 'string' && value.trim() !== '', `en: ${key} must be a non-empty string`).toBe(
        true,
      );
    }
  });

  describe.each(FULL_LOCALES)('%s (full catalogue)', (locale) => {
    it('has exactly the keys of en', () => {
      const keys = new Set(flatten(parse(locale)).keys());
      const missing = enKeys.filter((key) => !keys.has(key));
      const extra = [...keys].filter((key) => !enKeyOf(locale, key)).sort();
      expect(
        { missing, extra },
        `${locale}.json: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`,
      ).toEqual({
        missing: [],
        extra: [],
      });
    });
  });

  describe.each(EXPECTED_LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    it('is valid JSON with an object at the top level', () => {
      const raw = readRaw(locale);
      expect(() => JSON.parse(raw), `${locale}.json is not valid JSON`).not.toThrow();
      const parsed = JSON.parse(raw);
      expect(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)).toBe(true);
    });

    it('has no key that en lacks', () => {
      const extra = [...flatten(parse(locale)).keys()].filter((key) => !enKeyOf(locale, key)).sort();
      expect(extra, `${locale}.json has keys that en.json lacks`).toEqual([]);
    });

    it('has every plural form its language needs for the plurals it translates', () => {
      const keys = new Set(flatten(parse(locale)).keys());
      const missing = pluralBases
        .filter((base) => keys.has(`${base}_other`))
        .flatMap((base) => pluralCategories(locale).map((category) => `${base}_${category}`))
        .filter((key) => !keys.has(key));
      expect(missing, `${locale}.json lacks plural forms`).toEqual([]);
    });

    it('has only non-empty string values', () => {
      const bad = [...flatten(parse(locale))]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad, `${locale}.json has empty or non-string values`).toEqual([]);
    });

    it('keeps every {{placeholder}} of en', () => {
      const problems: string[] = [];
      for (const [key, value] of flatten(parse(locale))) {
        const source = en.get(enKeyOf(locale, key) ?? key);
        if (typeof source !== 'string' || typeof value !== 'string') continue;
        const found = new Set(placeholders(value));
        const lost = placeholders(source).filter((placeholder) => !found.has(placeholder));
        if (lost.length > 0) problems.push(`${key}: missing ${lost.join(', ')}`);
      }
      expect(problems, `${locale}.json lost placeholders`).toEqual([]);
    });
  });
});
