import { type ContentPiece, contentPieceKind, contentPieceSchema, isoDateTimeSchema } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { newContentPiece, newLiveDiscussion, setContentPieceKind } from './content-pieces';
import { widgetVenue } from './widget-venue.fixture';

const now = Date.parse('2026-05-04T09:20:31Z');
const { assets } = widgetVenue();

describe('a new content piece', () => {
  it('is a video with an id new on the board', () => {
    const piece = newContentPiece([{ ...newContentPiece([]) }]);
    expect(piece.id).toBe('piece-2');
    expect(contentPieceKind(piece)).toBe('video');
  });
});

describe('a new live discussion', () => {
  it('starts at the next full hour and lasts an hour, in valid ISO date-times', () => {
    const discussion = newLiveDiscussion(now);
    expect(discussion).toEqual({
      begin: '2026-05-04T10:00:00Z',
      end: '2026-05-04T11:00:00Z',
      meetingUrl: '',
    });
    expect(isoDateTimeSchema.safeParse(discussion.begin).success).toBe(true);
    expect(newLiveDiscussion(Date.parse('2026-05-04T10:00:00Z')).begin).toBe('2026-05-04T10:00:00Z');
  });
});

describe("a content piece's kind", () => {
  const piece = (): ContentPiece => ({
    id: 'talk',
    title: [{ locale: 'en', text: 'Talk' }],
    description: [],
    tags: [],
    videoUrl: 'https://player.vimeo.com/video/1',
  });

  it('becomes a document on the first PDF, dropping the video', () => {
    const talk = piece();
    setContentPieceKind(talk, 'document', { assets, now });
    expect(talk.videoUrl).toBeUndefined();
    expect(talk.assetId).toBe('guide');
    expect(contentPieceKind(talk)).toBe('document');
    expect(contentPieceSchema.safeParse(talk).success).toBe(true);
  });

  it('becomes a live discussion only, which it then needs', () => {
    const talk = piece();
    setContentPieceKind(talk, 'live', { assets, now });
    expect(contentPieceKind(talk)).toBe('live');
    expect(talk.liveDiscussion?.begin).toBe('2026-05-04T10:00:00Z');
  });

  it('keeps a live discussion it has when it becomes a video again', () => {
    const talk = piece();
    talk.liveDiscussion = {
      begin: '2026-01-01T10:00:00Z',
      end: '2026-01-01T11:00:00Z',
      meetingUrl: 'https://m.example/x',
    };
    setContentPieceKind(talk, 'document', { assets: [], now });
    expect(talk.assetId).toBe('');
    setContentPieceKind(talk, 'video', { assets, now });
    expect(talk).toMatchObject({ videoUrl: '', liveDiscussion: { meetingUrl: 'https://m.example/x' } });
    expect(talk.assetId).toBeUndefined();
  });
});
