import type { SearchSnippet } from '@atrium/domain';
import { termOf, WORD_PATTERN } from './search-terms';

/** About how long a snippet is, in characters. */
export const SNIPPET_LENGTH = 180;

/** The ranges of words in `text` whose index term is one of `terms`. */
export function highlightsIn(text: string, terms: ReadonlySet<string>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    const term = termOf(match[0]);
    if (term !== null && terms.has(term)) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/**
 * A piece of `text` about `SNIPPET_LENGTH` long around the stretch with the most matched words,
 * cut at word boundaries, with an ellipsis where it was cut, and the matched words' ranges.
 */
export function snippetOf(text: string, terms: ReadonlySet<string>): SearchSnippet {
  const clean = text.replace(/\s+/g, ' ').trim();
  const all = highlightsIn(clean, terms);
  if (clean.length <= SNIPPET_LENGTH) return { text: clean, highlights: all };
  // The window start (a highlight's start) that covers the most highlights.
  let bestStart = 0;
  let bestCount = 0;
  for (let i = 0; i < all.length; i++) {
    const from = all[i]![0];
    let count = 0;
    for (let j = i; j < all.length && all[j]![1] <= from + SNIPPET_LENGTH; j++) count++;
    if (count > bestCount) {
      bestCount = count;
      bestStart = from;
    }
  }
  let start = Math.max(0, bestStart - 40);
  if (start > 0) {
    const space = clean.lastIndexOf(' ', start);
    start = space === -1 ? 0 : space + 1;
  }
  let end = Math.min(clean.length, start + SNIPPET_LENGTH);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < clean.length ? ' …' : '';
  const piece = `${prefix}${clean.slice(start, end)}${suffix}`;
  return { text: piece, highlights: highlightsIn(piece, terms) };
}
