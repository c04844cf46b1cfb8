import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadCatalogue, laterNamespaces } from './i18n';

const en: Record<string, unknown> = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'en.json'), 'utf8'),
);

describe('the English catalogue of the first load', () => {
  it('has every namespace of en.json but those their feature adds later, each in one place', () => {
    const first = Object.keys(firstLoadCatalogue);
    const later: readonly string[] = laterNamespaces;
    expect([...first, ...later].sort()).toEqual(Object.keys(en).sort());
    expect(first.filter((name) => later.includes(name))).toEqual([]);
  });

  it('holds the namespaces as en.json has them', () => {
    for (const [name, texts] of Object.entries(firstLoadCatalogue)) expect(texts).toEqual(en[name]);
  });
});
