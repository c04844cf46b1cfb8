import type { ContentPiece, MediaBoardScope, Venue } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { authorize, isGuestOnly, type Principal } from '../auth/authorize';
import type { VenueAreasSource } from '../presence/presence-areas';

/**
 * How long a stage's boards are reused: a save on any node drops them at once (`stageChanged`,
 * from the relayed `venue.staged`), this is the fallback; the live ones are kept per published
 * version.
 */
const STAGE_TTL_MS = 2_000;
const MAX_STAGES = 16;

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
 * venue version and shared by likes and recommendations.
 */
export function createMediaBoardCatalog(deps: {
  venues: VenueAreasSource;
  loginRequired: () => Promise<boolean>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let live: { key: string; boards: Promise<MediaBoards> } | undefined;
  const stages = new Map<string, { at: number; boards: Promise<MediaBoards> }>();

  async function liveBoards(architectureId: string): Promise<MediaBoards> {
    const version = await deps.venues.liveVersion();
    if (version.publishedArchitectureId !== architectureId || version.publishedVersion < 1) {
      throw new AppError('venue.not_published', `The venue ${clip(architectureId)} is not published.`);
    }
    const key = `${architectureId}:${version.publishedVersion}`;
    if (live?.key !== key) {
      const entry = { key, boards: deps.venues.readLiveVenue(architectureId).then(mediaBoardsOf) };
      live = entry;
      entry.boards.catch(() => {
        if (live === entry) live = undefined;
      });
    }
    return live.boards;
  }

  function stageBoards(architectureId: string): Promise<MediaBoards> {
    const at = now();
    const cached = stages.get(architectureId);
    if (cached && at - cached.at < STAGE_TTL_MS) return cached.boards;
    if (stages.size >= MAX_STAGES) stages.clear();
    const boards = deps.venues
      .readStage(architectureId)
      .then((body) => mediaBoardsOf(JSON.parse(body) as Venue));
    stages.set(architectureId, { at, boards });
    boards.catch(() => stages.delete(architectureId));
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
      return scope.mode === 'STAGE' ? stageBoards(scope.architectureId) : liveBoards(scope.architectureId);
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
    stageChanged(architectureId: string) {
      stages.delete(architectureId);
    },

    /** A version was published (on any node): the previous one's boards are not kept. */
    published() {
      live = undefined;
    },
  };
  return catalog;
}

export type MediaBoardCatalog = ReturnType<typeof createMediaBoardCatalog>;
