import { type ContentPiece, localizedText, type Speaker } from '@atrium/domain';
import { matchesAll, matchRanges, type TextRange } from './piece-search';

/** A piece's texts in the attendee's language (with the venue's fallback), as shown and searched. */
export type PieceTexts = {
  title: string;
  description: string;
  additionalInfo: string;
  speakers: string[];
  tags: string[];
};

/** "Ada Lovelace (CTO, Atrium)". */
export const speakerLine = (speaker: Speaker) => {
  const role = [speaker.title, speaker.company].filter(Boolean).join(', ');
  return role ? `${speaker.name} (${role})` : speaker.name;
};

export function pieceTexts(piece: ContentPiece, locale: string): PieceTexts {
  return {
    title: localizedText(piece.title, locale),
    description: localizedText(piece.description, locale),
    additionalInfo: localizedText(piece.additionalInfo, locale),
    speakers: (piece.speakers ?? []).map(speakerLine),
    tags: piece.tags,
  };
}

/** Where the query's words are in a piece's searched fields. */
export type PieceMatch = {
  title: TextRange[];
  description: TextRange[];
  speakers: TextRange[][];
  tags: TextRange[][];
};

export const noMatch: PieceMatch = { title: [], description: [], speakers: [], tags: [] };

/** The matches of the words in title, description, speakers and tags; undefined when a word is missing. */
export function matchPiece(texts: PieceTexts, words: readonly string[]): PieceMatch | undefined {
  if (words.length === 0) return noMatch;
  const fields = [texts.title, texts.description, ...texts.speakers, ...texts.tags];
  if (!matchesAll(fields, words)) return undefined;
  return {
    title: matchRanges(texts.title, words),
    description: matchRanges(texts.description, words),
    speakers: texts.speakers.map((speaker) => matchRanges(speaker, words)),
    tags: texts.tags.map((tag) => matchRanges(tag, words)),
  };
}
