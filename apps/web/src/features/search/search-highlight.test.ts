import { describe, expect, it } from 'vitest';
import { snippetParts } from './search-highlight';

const marked = (text: string, highlights: [number, number][]) =>
  snippetParts({ text, highlights })
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('snippetParts', () => {
  it('marks the ranges, in order, whatever order they come in', () => {
    expect(
      marked('the opening keynote starts at ten', [
        [12, 19],
        [4, 11],
      ]),
    ).toBe('the [opening] [keynote] starts at ten');
  });

  it('keeps markup of the text as text', () => {
    const parts = snippetParts({ text: '<b>keynote</b>', highlights: [[3, 10]] });
    expect(parts).toEqual([
      { text: '<b>', marked: false },
      { text: 'keynote', marked: true },
      { text: '</b>', marked: false },
    ]);
  });

  it('clips ranges past the text and drops empty or overlapping ones', () => {
    expect(marked('keynote', [[4, 99]])).toBe('keyn[ote]');
    expect(
      marked('keynote', [
        [3, 3],
        [9, 12],
      ]),
    ).toBe('keynote');
    expect(
      marked('keynote', [
        [0, 4],
        [2, 6],
      ]),
    ).toBe('[keyn][ot]e');
  });

  it('is the whole text, unmarked, without highlights', () => {
    expect(snippetParts({ text: 'lobby', highlights: [] })).toEqual([{ text: 'lobby', marked: false }]);
    expect(snippetParts({ text: '', highlights: [[0, 2]] })).toEqual([]);
  });
});
