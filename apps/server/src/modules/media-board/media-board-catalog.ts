import type { ContentPiece, MediaBoardScope, Venue } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { authorize, isGuestOnly, type Principal } from '../auth/authorize';
import type { VenueAreasSource } from '../presence/presence-areas';
import { createVenueScopeCache } from '../venue/venue-scope.cache';

/** A media board as a venue version has it: its pieces by id, in the venue's order. */
export type MediaBoardEntry = { mediaBoardId: string; pieces: ReadonlyMap<string, ContentPiece> };

/** Every media board of a venue version, by `mediaBoardId`. */
export type MediaBoards = ReadonlyMap<string, MediaBoardEntry>;

/**
 * A board's pieces are those of every MEDIA_BOARD configuration naming it (a widget may carry
 * several configurations, placed in several areas); a piece id that appears twice is the first.
 */
export function mediaBoardsOf(venue: Pick<Venue, 'architectures'>): MediaBoards {
  const boards = new Map<string, Map<string, ContentPiece>>();
  for (const architecture of venue.architectures) {
    for (const area of architecture.areas) {
      for (const widget of area.contentWidgets) {
        if (widget.type !== 'MEDIA_BOARD') continue;
        for (const configuration of widget.configurations) {
          let pieces = boards.get(configuration.mediaBoardId);
          if (!pieces) {
            pieces = new Map();
            boards.set(configuration.mediaBoardId, pieces);
          }
          for (const piece of configuration.contentPieces ?? []) {
            if (!pieces.has(piece.id)) pieces.set(piece.id, piece);
          }
        }
      }
    }
  }
  return new Map([...boards].map(([mediaBoardId, pieces]) => [mediaBoardId, { mediaBoardId, pieces }]));
}

const clip = (id: string) => id.slice(0, 200);

export const boardNotFound = (mediaBoardId: string) =>
  new AppError('media_board.not_found', `The venue has no media board ${clip(mediaBoardId)}.`);

export const pieceNotFound = (mediaBoardId: string, contentPieceId: string) =>
  new AppError(
    'media_board.not_found',
    `The media board ${clip(mediaBoardId)} has no content piece ${clip(contentPieceId)}.`,
  );

/**
 * Which boards and pieces exist in a venue scope, for the callers who may see it: the stage
 * only for those who may preview (as presence and chat decide), the live venue only while it is
 * published, and for a guest only where the venue offers anonymous access. Worked out once per
 * venue version (the published one per version, a stage until it is saved again) and shared by
 * likes and recommendations.
 */
export function createMediaBoardCatalog(deps: {
  venues: VenueAreasSource;
  loginRequired: () => Promise<boolean>;
  now?: () => number;
}) {
  const boardsOf = createVenueScopeCache(deps.venues, mediaBoardsOf, deps.now);

  async function scopeBoards(scope: MediaBoardScope): Promise<MediaBoards> {
    const boards = await boardsOf.of(scope);
    if (!boards)
      throw new AppError('venue.not_published', `The venue ${clip(scope.architectureId)} is not published.`);
    return boards;
  }

  async function admit(scope: MediaBoardScope, principal: Principal): Promise<void> {
    if (scope.mode === 'STAGE') return authorize(principal, 'venue.preview');
    if (isGuestOnly(principal)) {
      authorize(principal, 'venue.enter', { anonymousAccess: !(await deps.loginRequired()) });
    }
  }

  const catalog = {
    /** Every board of the scope, after checking that the caller may see the scope. */
    async boards(scope: MediaBoardScope, principal: Principal): Promise<MediaBoards> {
      await admit(scope, principal);
      return scopeBoards(scope);
    },

    /** One board of the scope; `media_board.not_found` when the venue version has none. */
    async board(
      scope: MediaBoardScope,
      mediaBoardId: string,
      principal: Principal,
    ): Promise<MediaBoardEntry> {
      const board = (await catalog.boards(scope, principal)).get(mediaBoardId);
      if (!board) throw boardNotFound(mediaBoardId);
      return board;
    },

    /** One piece of a board; `media_board.not_found` when the board does not have it. */
    async piece(
      scope: MediaBoardScope,
      mediaBoardId: string,
      contentPieceId: string,
      principal: Principal,
    ): Promise<ContentPiece> {
      const piece = (await catalog.board(scope, mediaBoardId, principal)).pieces.get(contentPieceId);
      if (!piece) throw pieceNotFound(mediaBoardId, contentPieceId);
      return piece;
    },

    /** A new stage version was saved (on any node): its boards are read again. */
    stageChanged: boardsOf.stageChanged,
  };
  return catalog;
}

export type MediaBoardCatalog = ReturnType<typeof createMediaBoardCatalog>;
