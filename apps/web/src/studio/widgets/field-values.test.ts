import { describe, expect, it } from 'vitest';
import { normaliseTags, orderedChoice, setOptionalText } from './field-values';

describe('optional texts', () => {
  it('are set trimmed and removed when blank', () => {
    const record: { url?: string } = {};
    setOptionalText(record, 'url', ' https://example.com/a ');
    expect(record).toEqual({ url: 'https://example.com/a' });
    setOptionalText(record, 'url', '   ');
    expect(record).toEqual({});
    expect('url' in record).toBe(false);
  });

  it('keep the spaces of prose being typed', () => {
    const speaker: { title?: string } = {};
    setOptionalText(speaker, 'title', 'Head of ', false);
    expect(speaker.title).toBe('Head of ');
    setOptionalText(speaker, 'title', ' ', false);
    expect(speaker).toEqual({});
  });
});

describe('tags', () => {
  it('are trimmed, split on commas and kept once', () => {
    expect(normaliseTags([' design ', 'Design', 'a11y, talks', '', ' , '])).toEqual([
      'design',
      'a11y',
      'talks',
    ]);
  });
});

describe('a multiple choice', () => {
  it('follows the order of the options and keeps unknown ids at the end', () => {
    expect(orderedChoice(['c', 'gone', 'a', 'a'], ['a', 'b', 'c'])).toEqual(['a', 'c', 'gone']);
    expect(orderedChoice([], ['a'])).toEqual([]);
  });
});
