import { describe, expect, it } from 'vitest';
import { contentPieceSchema } from '../venue/media-board-configuration.schema';
import { contentPieceKind } from './content-piece-kind.rule';

const live = {
  begin: '2026-01-01T10:00:00Z',
  end: '2026-01-01T11:00:00Z',
  meetingUrl: 'https://m.example/x',
};
const title = [{ locale: 'en', text: 'T' }];

describe('contentPieceKind', () => {
  it.each([
    ['video', { videoUrl: 'https://v.example/1' }],
    ['video', { videoUrl: 'https://v.example/1', liveDiscussion: live }],
    ['document', { assetId: 'guide' }],
    ['document', { assetId: 'guide', liveDiscussion: live }],
    ['live', { liveDiscussion: live }],
  ] as const)('is %s for %j', (kind, fields) => {
    const piece = contentPieceSchema.parse({ id: 'p', title, ...fields });
    expect(contentPieceKind(piece)).toBe(kind);
  });

  it('refuses a piece with nothing to show, and one that is both a video and a document', () => {
    expect(contentPieceSchema.safeParse({ id: 'p', title }).error?.issues[0]?.message).toBe(
      'A content piece needs a videoUrl, an assetId or a liveDiscussion',
    );
    const both = contentPieceSchema.safeParse({
      id: 'p',
      title,
      videoUrl: 'https://v.example/1',
      assetId: 'a',
    });
    expect(both.error?.issues[0]?.message).toBe(
      'A content piece is either a video (videoUrl) or a document (assetId), not both',
    );
  });

  it('leaves speakers out when none are given (a stored venue reads back as written), and keeps speakers, thumbnail and additional info', () => {
    expect(contentPieceSchema.parse({ id: 'p', title, assetId: 'a' })).not.toHaveProperty('speakers');
    const piece = contentPieceSchema.parse({
      id: 'p',
      title,
      assetId: 'a',
      speakers: [{ name: 'Ada', title: 'CTO', company: 'Atrium' }, { name: 'Lin' }],
      thumbnailAssetId: 'thumb',
      additionalInfo: [{ locale: 'en', text: 'Slides inside' }],
    });
    expect(piece.speakers).toHaveLength(2);
    expect(piece.thumbnailAssetId).toBe('thumb');
    expect(
      contentPieceSchema.safeParse({ id: 'p', title, assetId: 'a', speakers: [{ name: '' }] }).success,
    ).toBe(false);
  });
});
