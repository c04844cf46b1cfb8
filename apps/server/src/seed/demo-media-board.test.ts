import { contentPieceKind, contentPieceSchema } from '@atrium/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoContentPieces, mediaThumbnailAssets } from './demo-media-board';
import { THUMBNAIL_SIZE, thumbnailSvg, wrapTitle } from './demo-media-thumbnails.svg';

const seed = new Date('2026-11-27T10:00:00Z');
const pieces = demoContentPieces(seed).map((piece) => contentPieceSchema.parse(piece));
const at = (piece: (typeof pieces)[number], time: Date) => {
  const live = piece.liveDiscussion;
  if (!live) return 'none';
  if (time < new Date(live.begin)) return 'scheduled';
  return time < new Date(live.end) ? 'live' : 'ended';
};

describe('the demo media board', () => {
  it('has videos, documents and live discussions, each with a thumbnail', () => {
    expect(pieces.length).toBeGreaterThanOrEqual(8);
    expect(pieces.length).toBeLessThanOrEqual(10);
    const kinds = pieces.map(contentPieceKind);
    expect(new Set(kinds)).toEqual(new Set(['video', 'document', 'live']));
    expect(pieces.map((piece) => piece.thumbnailAssetId)).toEqual(
      mediaThumbnailAssets.map((asset) => asset.id),
    );
    expect(pieces.filter((piece) => piece.assetId).map((piece) => piece.assetId)).toEqual([
      'event-guide',
      'sponsor-brochure',
    ]);
  });

  it('sets the live windows relative to the seed: one running for long, some later, one over', () => {
    const states = Object.fromEntries(pieces.map((piece) => [piece.id, at(piece, seed)]));
    expect(Object.entries(states).filter(([, state]) => state === 'live')).toEqual([
      ['talk-presence', 'live'],
    ]);
    expect(states['talk-consent']).toBe('scheduled');
    expect(states['panel-hybrid']).toBe('ended');
    const presence = pieces.find((piece) => piece.id === 'talk-presence')!;
    expect(at(presence, new Date(seed.getTime() + 7 * 24 * 3600_000))).toBe('live');
    // The discussion two hours after the seed runs for an hour, then leaves the live views.
    const consent = pieces.find((piece) => piece.id === 'talk-consent')!;
    expect(at(consent, new Date(seed.getTime() + 2 * 3600_000))).toBe('live');
    expect(at(consent, new Date(seed.getTime() + 3 * 3600_000))).toBe('ended');
    for (const piece of pieces) {
      const live = piece.liveDiscussion;
      if (live) expect(Date.parse(live.begin), piece.id).toBeLessThan(Date.parse(live.end));
    }
  });

  it('names speakers, tags and texts in several languages', () => {
    for (const piece of pieces) {
      expect(piece.tags.length, piece.id).toBeGreaterThan(0);
      expect(
        piece.title.map((item) => item.locale),
        piece.id,
      ).toEqual(expect.arrayContaining(['en', 'de']));
      expect(
        piece.description.map((item) => item.locale),
        piece.id,
      ).toEqual(expect.arrayContaining(['en', 'de']));
    }
    expect(pieces.filter((piece) => (piece.speakers ?? []).length > 0).length).toBeGreaterThanOrEqual(
      pieces.length - 1,
    );
    expect(pieces.some((piece) => piece.description.some((item) => item.locale === 'fr'))).toBe(true);
    expect(pieces.some((piece) => piece.description.some((item) => item.locale === 'es'))).toBe(true);
    expect(pieces.filter((piece) => piece.additionalInfo).length).toBeGreaterThanOrEqual(3);
  });

  it('draws each thumbnail as a 640×360 JPEG', async () => {
    for (const asset of mediaThumbnailAssets) {
      const meta = await sharp(await asset.generate()).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, asset.id).toEqual({
        format: 'jpeg',
        ...THUMBNAIL_SIZE,
      });
    }
  });

  it('escapes titles and wraps them into at most three lines', () => {
    expect(wrapTitle('Workshop: sketch the event of the future', 20, 3)).toEqual([
      'Workshop: sketch the',
      'event of the future',
    ]);
    expect(wrapTitle('a b c d e f g h', 3, 2)).toEqual(['a b', 'c d…']);
    const svg = thumbnailSvg({ kind: 'live', title: '<script>&', byline: 'A & B', colors: ['#000', '#fff'] });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;');
  });
});
