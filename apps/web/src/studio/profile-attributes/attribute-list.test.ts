import type { UserProfileAttribute } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { attributeNotes, duplicateKeyIndexes, newAttributeKey } from './attribute-list';

const attribute = (key: string, more: Partial<UserProfileAttribute> = {}): UserProfileAttribute => ({
  key,
  type: 'TEXT',
  required: false,
  private: false,
  label: [],
  ...more,
});

describe('duplicate profile attribute keys', () => {
  it('are every attribute whose key another one has', () => {
    const keys = ['company', 'phone', 'company', 'badge', 'phone', 'company'].map((key) => ({ key }));
    expect([...duplicateKeyIndexes(keys)]).toEqual([0, 1, 2, 4, 5]);
  });

  it('are none when the keys differ, also only by letter case', () => {
    expect(duplicateKeyIndexes([{ key: 'phone' }, { key: 'Phone' }, { key: 'badge' }]).size).toBe(0);
    expect(duplicateKeyIndexes([]).size).toBe(0);
  });
});

describe('a new attribute key', () => {
  it('is one no attribute has', () => {
    expect(newAttributeKey([])).toBe('newField');
    expect(newAttributeKey(['newField'])).toBe('newField2');
    expect(newAttributeKey(['newField', 'newField2', 'newField3'])).toBe('newField4');
  });
});

describe('notes on an attribute', () => {
  it('are none for a venue field of its own', () => {
    expect(attributeNotes(attribute('badge', { type: 'PHONE', private: true }))).toEqual([]);
  });

  it('say what a standard field keeps whatever the attribute says', () => {
    expect(attributeNotes(attribute('company'))).toEqual([]);
    expect(attributeNotes(attribute('socialMediaProfile', { type: 'TEXT' }))).toEqual([
      { code: 'typeFixed', type: 'URL' },
    ]);
    expect(attributeNotes(attribute('name', { private: true }))).toEqual([
      { code: 'alwaysRequired' },
      { code: 'neverPrivate' },
    ]);
    expect(attributeNotes(attribute('openForNetworking', { type: 'BOOLEAN', private: true }))).toEqual([
      { code: 'neverPrivate' },
    ]);
    expect(attributeNotes(attribute('privateInformation'))).toEqual([{ code: 'alwaysPrivate' }]);
    expect(attributeNotes(attribute('title', { private: true, required: true }))).toEqual([]);
  });

  it('warn of a key no profile can have', () => {
    expect(attributeNotes(attribute('__proto__'))).toEqual([{ code: 'reservedKey' }]);
  });
});
