import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueCodes, type Venue, validateVenue } from '@atrium/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleVenueJson } from '../../../../../packages/domain/src/venue/fixtures/example-venue.fixture';
import { sayIssue } from './issue-text';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', `${locale}.json`), 'utf8'));
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: catalogue('en') }, de: { translation: catalogue('de') } },
    interpolation: { escapeValue: false },
  });
});

describe('validation issues in the studio’s words', () => {
  it('has a text for every code the validator gives', () => {
    const texts = catalogue('en').studio.issue as Record<string, string>;
    for (const code of issueCodes) expect(texts[code] ?? texts[`${code}_other`], code).toBeTruthy();
  });

  it('says the validator’s findings with their figures and ids, in the chosen language', async () => {
    const venue = exampleVenueJson() as unknown as Venue;
    const [lobby, auditorium] = venue.architectures[0]!.areas;
    Object.assign(lobby!.contentWidgets[0]!.placements[0]!, { x: 2 });
    auditorium!.id = 'lobby';
    const result = validateVenue(venue);
    if (result.ok) throw new Error('expected issues');
    const said = result.errors.map((issue) => sayIssue(i18n.getFixedT('en'), issue));
    expect(said).toContain('Must be at most 1');
    expect(said).toContain('“lobby” is already used here; choose another');
    const german = result.errors.map((issue) => sayIssue(i18n.getFixedT('de'), issue));
    expect(german.join(' ')).toContain('lobby');
    expect(german).not.toEqual(said);
  });

  it('counts in the language’s plural forms', () => {
    const t = i18n.getFixedT('en');
    expect(sayIssue(t, { path: 'a', message: 'x', code: 'too_long', params: { count: 1 } })).toBe(
      'Use at most 1 character',
    );
    expect(sayIssue(t, { path: 'a', message: 'x', code: 'too_long', params: { count: 200 } })).toBe(
      'Use at most 200 characters',
    );
  });

  it('keeps the server’s words for an issue without a code of its own', () => {
    const t = i18n.getFixedT('en');
    expect(sayIssue(t, { path: 'a', message: 'Each providerId may appear twice' })).toBe(
      'Each providerId may appear twice',
    );
    expect(sayIssue(t, { path: 'a', message: 'Exact words', code: 'invalid' })).toBe('Exact words');
    expect(sayIssue(t, { path: 'a', message: 'Other words', code: 'not_a_code' })).toBe('Other words');
  });
});
