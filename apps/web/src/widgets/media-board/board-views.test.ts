import type { ContentPiece } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { liveState, nextLive, nowLive, recommendedPieces, topRated } from './board-views';

function piece(id: string, live?: [string, string]): ContentPiece {
  return {
    id,
    title: [{ locale: 'en', text: id }],
    description: [],
    tags: [],
    speakers: [],
    ...(live
      ? { liveDiscussion: { begin: live[0], end: live[1], meetingUrl: 'https://m.example/r' } }
      : { videoUrl: 'https://v.example/1' }),
  };
}
const byTitle = (a: ContentPiece, b: ContentPiece) => a.id.localeCompare(b.id);
const ids = (pieces: ContentPiece[]) => pieces.map((p) => p.id);

const past = piece('past', ['2026-01-01T08:00:00Z', '2026-01-01T09:00:00Z']);
const running = piece('running', ['2026-01-01T09:00:00Z', '2026-01-01T12:00:00Z']);
const endsSoon = piece('ends-soon', ['2026-01-01T09:30:00Z', '2026-01-01T10:30:00Z']);
const later = piece('later', ['2026-01-01T11:00:00Z', '2026-01-01T12:00:00Z']);
const soon = piece('soon', ['2026-01-01T10:15:00Z', '2026-01-01T13:00:00Z']);
const video = piece('video');
const all = [past, running, endsSoon, later, soon, video];
const at = (time: string) => new Date(`2026-01-01T${time}Z`);

describe('board views', () => {
  it('tells a live discussion scheduled, running (begin inclusive, end exclusive) or over', () => {
    expect(liveState(video, at('10:00:00'))).toBe('none');
    expect(liveState(later, at('10:59:59'))).toBe('scheduled');
    expect(liveState(later, at('11:00:00'))).toBe('live');
    expect(liveState(later, at('11:59:59.999'))).toBe('live');
    expect(liveState(later, at('12:00:00'))).toBe('ended');
  });

  it('lists next live by begin and now live by end', () => {
    expect(ids(nextLive(all, at('10:00:00'), byTitle))).toEqual(['soon', 'later']);
    expect(ids(nowLive(all, at('10:00:00'), byTitle))).toEqual(['ends-soon', 'running']);
  });

  it('moves a piece from next live to now live and out as the time passes', () => {
    const views = (time: string) => [
      ids(nextLive([later], at(time), byTitle)),
      ids(nowLive([later], at(time), byTitle)),
    ];
    expect(views('10:59:50')).toEqual([['later'], []]);
    expect(views('11:00:00')).toEqual([[], ['later']]);
    expect(views('12:00:00')).toEqual([[], []]);
  });

  it('orders top rated by likes, equal counts by title', () => {
    expect(ids(topRated([video, later, soon, past], { soon: 2, video: 2, past: 5 }, byTitle))).toEqual([
      'past',
      'soon',
      'video',
      'later',
    ]);
  });

  it("keeps the server's order of recommendations and drops pieces the board does not have", () => {
    const recommendations = [
      { contentPieceId: 'later', score: 3, reason: 'popular' as const },
      { contentPieceId: 'gone', score: 2, reason: 'popular' as const },
      { contentPieceId: 'video', score: 1, reason: 'similar-tags' as const },
      { contentPieceId: 'later', score: 1, reason: 'popular' as const },
    ];
    expect(ids(recommendedPieces(all, recommendations))).toEqual(['later', 'video']);
  });
});
