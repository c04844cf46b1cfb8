import type { Asset, ContentPiece, ContentPieceKind, LiveDiscussion } from '@atrium/domain';
import { assetMatches } from './asset-kinds';
import { numberedId } from './list-moves';

const HOUR_MS = 3_600_000;

/** An ISO date-time without milliseconds, as organisers would write it. */
const isoOf = (instant: number) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A live discussion from the next full hour, for an hour; the meeting URL is the organiser's to give. */
export function newLiveDiscussion(now: number): LiveDiscussion {
  const begin = Math.ceil(now / HOUR_MS) * HOUR_MS;
  return { begin: isoOf(begin), end: isoOf(begin + HOUR_MS), meetingUrl: '' };
}

/** A video piece with an id new on the board; its URL is left empty for the organiser to paste. */
export function newContentPiece(pieces: readonly ContentPiece[]): ContentPiece {
  return {
    id: numberedId(
      'piece',
      pieces.map((piece) => piece.id),
    ),
    title: [],
    description: [],
    tags: [],
    videoUrl: '',
  };
}

/**
 * Makes the piece a video, a document or a live discussion only, in place. Its kind is read from
 * which of `videoUrl` and `assetId` it has, so the other is removed; what it had is kept otherwise.
 */
export function setContentPieceKind(
  piece: ContentPiece,
  kind: ContentPieceKind,
  context: { assets: readonly Asset[]; now: number },
): void {
  if (kind === 'video') {
    delete piece.assetId;
    piece.videoUrl ??= '';
  } else if (kind === 'document') {
    delete piece.videoUrl;
    piece.assetId ??= context.assets.find((asset) => assetMatches(asset, 'application/pdf'))?.id ?? '';
  } else {
    delete piece.videoUrl;
    delete piece.assetId;
    piece.liveDiscussion ??= newLiveDiscussion(context.now);
  }
}
