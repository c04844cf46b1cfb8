/**
 * The chat's tiny markdown subset: **bold**, _italic_ and `code`, one level deep (no nesting;
 * code is shown as typed). Everything else is plain text: the segments become React elements
 * and text nodes, never HTML, so markup typed into a message shows as the characters it is.
 */
export type RichSegment = { kind: 'text' | 'bold' | 'italic' | 'code'; text: string };

// `code` first (nothing inside it is formatted); bold and italic need a non-space next to their
// marks, and an italic underscore must not touch a letter or digit (snake_case_names stay text).
const MARKS =
  /`([^`\n]+)`|\*\*(?=\S)([^\n]*?\S)\*\*|(?<![\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}_])/gu;

export function parseRichText(text: string): RichSegment[] {
  const segments: RichSegment[] = [];
  const plain = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(MARKS)) {
    plain(text.slice(cursor, match.index));
    const [, code, bold, italic] = match;
    if (code !== undefined) segments.push({ kind: 'code', text: code });
    else if (bold !== undefined) segments.push({ kind: 'bold', text: bold });
    else segments.push({ kind: 'italic', text: italic ?? '' });
    cursor = match.index + match[0].length;
  }
  plain(text.slice(cursor));
  return segments;
}

/** The text as a line shows it (a chat's preview, a notification): the marks left out. */
export const plainRichText = (text: string) =>
  parseRichText(text)
    .map((segment) => segment.text)
    .join('');

/** Links are made of web addresses and email addresses only (never javascript:, data:, file:). */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href);
}

/** Whether a found address may become a link: a web or mail address, or one without a scheme. */
export function isLinkable(value: string): boolean {
  return isSafeHref(value) || !/^[a-z][a-z0-9+.-]*:/i.test(value);
}
