import { stemmer } from 'stemmer';

/**
 * How text becomes index terms, alike for documents and questions (English, spec §1): words of
 * letters and digits, lower-cased without accents (Zoë = zoe), question and filler words left
 * out, each word reduced to its Porter stem (talks, talking → talk).
 */

/**
 * Words that carry no subject in a question or a text: leaving them out keeps "where is the
 * keynote" about the keynote. Only function words; nothing of the venue's vocabulary.
 */
const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be been being but by can could did do does ' +
    'doing for from had has have having he her here hers him his how i if in into is it its me my no nor ' +
    'not of off on once only or other our ours out over own she should so some such than that the their ' +
    'theirs them then there these they this those through to too under until up very was we were what when ' +
    'where which while who whom why will with would you your yours find show tell give get want need ' +
    'please anything something thing things someone anyone somebody anybody'
  ).split(' '),
);

/** A word of text: letters and digits (an apostrophe inside, as in "speaker's", is kept out). */
export const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

/** Lower case without combining marks: "Carrière" → "carriere". */
export const foldWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The index term of one word, or null for a word that says nothing (stop word, one letter). */
export function termOf(word: string): string | null {
  const folded = foldWord(word);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  // Numbers and codes stay as they are; the stemmer is for English words.
  return /\p{L}/u.test(folded) && folded.length > 3 ? stemmer(folded) : folded;
}

/** Every word of a text, as MiniSearch's tokenizer. */
export const wordsOf = (text: string): string[] => text.match(WORD_PATTERN) ?? [];
