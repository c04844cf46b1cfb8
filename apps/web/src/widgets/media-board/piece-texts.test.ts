import { contentPieceSchema } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { matchPiece, pieceTexts, speakerLine } from './piece-texts';

const piece = contentPieceSchema.parse({
  id: 'talk',
  title: [
    { locale: 'en', text: 'Consent people understand' },
    { locale: 'de', text: 'Einwilligung, die man versteht' },
  ],
  description: [{ locale: 'en', text: 'Cookie banners done right.' }],
  tags: ['privacy'],
  speakers: [{ name: 'Zoë Ämter', title: 'DPO', company: 'Atrium' }, { name: 'Lin' }],
  assetId: 'guide',
});

describe('piece texts', () => {
  it('are in the attendee language, falling back to English', () => {
    const texts = pieceTexts(piece, 'de');
    expect(texts.title).toBe('Einwilligung, die man versteht');
    expect(texts.description).toBe('Cookie banners done right.');
    expect(texts.additionalInfo).toBe('');
    expect(texts.speakers).toEqual(['Zoë Ämter (DPO, Atrium)', 'Lin']);
  });

  it('names a speaker with title and company when given', () => {
    expect(speakerLine({ name: 'Ada', company: 'Atrium' })).toBe('Ada (Atrium)');
  });

  it('finds a piece by words of its description, speakers and tags together', () => {
    const texts = pieceTexts(piece, 'en');
    const match = matchPiece(texts, ['banners', 'zoe', 'priv']);
    expect(match?.description).toEqual([[7, 14]]);
    expect(match?.speakers).toEqual([[[0, 3]], []]);
    expect(match?.tags).toEqual([[[0, 4]]]);
    expect(matchPiece(texts, ['banners', 'video'])).toBeUndefined();
    expect(matchPiece(texts, [])).toEqual({ title: [], description: [], speakers: [], tags: [] });
  });

  it('searches the texts of the chosen language', () => {
    expect(matchPiece(pieceTexts(piece, 'de'), ['einwilligung'])).toBeDefined();
    expect(matchPiece(pieceTexts(piece, 'en'), ['einwilligung'])).toBeUndefined();
  });
});
