import type { SearchSnippet } from '@atrium/domain';

export type SnippetPart = { text: string; marked: boolean };

/**
 * A snippet cut into plain and marked parts by its highlight ranges (`[start, end)`, UTF-16),
 * so the view marks them as elements and never reads HTML from the server. Ranges out of the
 * text, empty, or overlapping an earlier one are clipped or dropped.
 */
export function snippetParts({ text, highlights }: SearchSnippet): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of [...highlights].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
