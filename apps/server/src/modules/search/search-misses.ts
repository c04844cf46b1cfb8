import { foldWord, WORD_PATTERN } from './search-terms';

/** The longest question the misses list keeps, in characters. */
const MISS_MAX = 120;

/**
 * A question as the misses list counts it, anonymous: lower-case words without accents or
 * punctuation, and nothing that looks like a way to reach someone — an email address, a web
 * address, a number of five digits or more (a phone, a ticket) — all three dropped.
 */
export function normaliseQuestion(question: string): string {
  const withoutContacts = question
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/[\d\s().+-]{5,}/g, (run) => (run.replace(/\D/g, '').length >= 5 ? ' ' : run));
  const words = (withoutContacts.match(WORD_PATTERN) ?? []).map(foldWord);
  return words.join(' ').slice(0, MISS_MAX).trim();
}
