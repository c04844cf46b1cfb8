/**
 * Search as you type over a board's texts: every word of the query must occur in one of a piece's
 * fields, ignoring case and diacritics ("resume" finds "Résumé", "zoe" finds "Zoë"). The matches
 * are given as ranges of the original text, for highlighting.
 */

/** [start, end) in the original text. */
export type TextRange = readonly [number, number];

type Folded = {
  text: string /** For each folded character, where it came from in the original. */;
  origin: number[];
};

const MARKS = /\p{M}/gu;

/** The text without diacritics and in lower case, with a map back to the original positions. */
export function fold(original: string): Folded {
  let text = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of original) {
    const folded = char.normalize('NFD').replace(MARKS, '').toLowerCase();
    for (let i = 0; i < folded.length; i++) origin.push(index);
    text += folded;
    index += char.length;
  }
  origin.push(index);
  return { text, origin };
}

/** The query's words, folded; empty when there is nothing to look for. */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      fold(query)
        .text.split(/\s+/)
        .filter((word) => word.length > 0),
    ),
  ];
}

/** Every occurrence of every word in `text`, merged and in order. */
export function matchRanges(text: string, words: readonly string[]): TextRange[] {
  if (words.length === 0 || text.length === 0) return [];
  const folded = fold(text);
  const found: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.text.indexOf(word); at !== -1; at = folded.text.indexOf(word, at + 1)) {
      const start = folded.origin[at] ?? 0;
      // The end is where the character after the match begins in the original.
      const end = folded.origin[at + word.length] ?? text.length;
      found.push([start, Math.max(end, start + 1)]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Whether every word occurs in at least one of the texts. */
export function matchesAll(texts: readonly string[], words: readonly string[]): boolean {
  const folded = texts.map((text) => fold(text).text);
  return words.every((word) => folded.some((text) => text.includes(word)));
}

/**
 * A part of a long text around its first match, so that the match shows on a card: `…` marks
 * what was cut. The ranges are moved to the excerpt.
 */
export function excerpt(
  text: string,
  ranges: readonly TextRange[],
  maxLength: number,
): { text: string; ranges: TextRange[] } {
  if (text.length <= maxLength) return { text, ranges: [...ranges] };
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(maxLength / 3), text.length - maxLength));
  // Start at a word where there is one close by.
  const space = text.lastIndexOf(' ', start);
  if (start > 0 && space !== -1 && start - space < 16) start = space + 1;
  const end = Math.min(text.length, start + maxLength);
  const head = start > 0 ? '…' : '';
  const tail = end < text.length ? '…' : '';
  const shift = head.length - start;
  return {
    text: `${head}${text.slice(start, end)}${tail}`,
    ranges: ranges
      .filter(([from, to]) => to > start && from < end)
      .map(([from, to]) => [Math.max(from, start) + shift, Math.min(to, end) + shift] as const),
  };
}
