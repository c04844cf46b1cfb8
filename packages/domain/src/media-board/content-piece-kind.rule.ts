import type { ContentPiece } from '../venue/media-board-configuration.schema';

export type ContentPieceKind = 'video' | 'document' | 'live';

/**
 * What a content piece is, derived from what it has (never stored): a video (`videoUrl`), a
 * document (`assetId`), else a live discussion. A video or document may have a live discussion
 * besides; it is still a video or a document.
 */
export function contentPieceKind(piece: Pick<ContentPiece, 'videoUrl' | 'assetId'>): ContentPieceKind {
  if (piece.videoUrl !== undefined) return 'video';
  if (piece.assetId !== undefined) return 'document';
  return 'live';
}
