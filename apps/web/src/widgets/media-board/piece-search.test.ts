import { describe, expect, it } from 'vitest';
import { excerpt, fold, matchesAll, matchRanges, queryWords } from './piece-search';

const marked = (text: string, ranges: readonly (readonly [number, number])[]) =>
  ranges.reduceRight(
    (out, [from, to]) => `${out.slice(0, from)}[${out.slice(from, to)}]${out.slice(to)}`,
    text,
  );

describe('piece search', () => {
  it('folds case and diacritics and keeps a map to the original', () => {
    const folded = fold('Zoë Ärger');
    expect(folded.text).toBe('zoe arger');
    expect(folded.origin.at(-1)).toBe('Zoë Ärger'.length);
  });

  it('splits the query into distinct folded words', () => {
    expect(queryWords('  Résumé  resume\tCafé ')).toEqual(['resume', 'cafe']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('finds words regardless of case and accents, in the original positions', () => {
    expect(marked('Le Café résumé', matchRanges('Le Café résumé', ['cafe', 'resume']))).toBe(
      'Le [Café] [résumé]',
    );
    expect(marked('Crème brûlée', matchRanges('Crème brûlée', ['brulee']))).toBe('Crème [brûlée]');
  });

  it('finds text written with combining marks and characters outside the basic plane', () => {
    const decomposed = 'Cafe\u0301 🎉 party';
    expect(marked(decomposed, matchRanges(decomposed, ['cafe', 'party']))).toBe('[Cafe\u0301] 🎉 [party]');
  });

  it('merges overlapping matches and finds every occurrence', () => {
    expect(marked('banana', matchRanges('banana', ['ana', 'nan']))).toBe('b[anana]');
    expect(marked('a to a', matchRanges('a to a', ['a']))).toBe('[a] to [a]');
  });

  it('needs every word somewhere in the fields', () => {
    expect(matchesAll(['Scaling presence', 'Ada Lovelace'], ['presence', 'lovelace'])).toBe(true);
    expect(matchesAll(['Scaling presence', 'Ada Lovelace'], ['presence', 'babbage'])).toBe(false);
  });

  it('cuts a long text around its first match and moves the ranges', () => {
    const text = `${'lorem ipsum '.repeat(20)}the needle is here ${'dolor sit '.repeat(20)}`;
    const cut = excerpt(text, matchRanges(text, ['needle']), 80);
    expect(cut.text.startsWith('…')).toBe(true);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(82);
    expect(marked(cut.text, cut.ranges)).toContain('the [needle] is');
    expect(excerpt('short', [[0, 5]], 80)).toEqual({ text: 'short', ranges: [[0, 5]] });
  });
});
