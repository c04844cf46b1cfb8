import { describe, expect, it } from 'vitest';
import {
  hexColourSchema,
  httpUrlSchema,
  isoDateTimeSchema,
  localizedItemSchema,
} from './venue-primitives.schema';

describe('hexColourSchema', () => {
  it.each(['#FFF', '#fff', '#F70041', '#a1b2c3'])('accepts %s', (colour) => {
    expect(hexColourSchema.safeParse(colour).success).toBe(true);
  });

  it.each(['FFFFFF', '#FFFF', '#F70041AA', '#GGGGGG', 'red', ''])('rejects %j', (colour) => {
    expect(hexColourSchema.safeParse(colour).success).toBe(false);
  });
});

describe('isoDateTimeSchema', () => {
  it.each(['2026-01-01T09:00:00Z', '2026-01-01T09:00:00+02:00', '2026-01-01T09:00:00.123Z'])(
    'accepts %s',
    (value) => {
      expect(isoDateTimeSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['2026-01-01T09:00:00', '2026-01-01', 'tomorrow'])(
    'rejects %s (no time zone or no time)',
    (value) => {
      expect(isoDateTimeSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('httpUrlSchema', () => {
  it.each(['https://example.com/a?b=c', 'http://localhost:8080'])('accepts %s', (url) => {
    expect(httpUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'ftp://example.com', '/relative/path', 'example.com'])(
    'rejects %s',
    (url) => {
      expect(httpUrlSchema.safeParse(url).success).toBe(false);
    },
  );
});

describe('localizedItemSchema', () => {
  it.each([{ text: 'Hallo' }, { uri: 'https://x.y' }, { assetId: 'a' }, { text: '' }])(
    'accepts %j',
    (fields) => {
      expect(localizedItemSchema.safeParse({ locale: 'de', ...fields }).success).toBe(true);
    },
  );

  it('needs text, uri or assetId', () => {
    const result = localizedItemSchema.safeParse({ locale: 'de' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'A localized item needs text, uri or assetId',
    ]);
  });

  it('rejects an empty locale and unknown keys', () => {
    expect(localizedItemSchema.safeParse({ locale: '', text: 'x' }).success).toBe(false);
    expect(localizedItemSchema.safeParse({ locale: 'de', text: 'x', lang: 'de' }).success).toBe(false);
  });
});
