import type { Venue, WhiteboardRef } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { authorize, can, isGuestOnly, type Principal } from '../auth/authorize';
import type { VenueAreasSource } from '../presence/presence-areas';
import { createVenueScopeCache } from '../venue/venue-scope.cache';

/** A board as its widget configuration sets it up. */
export type BoardSetup = { readOnlyForAttendees: boolean };

/**
 * The boards of a venue version: the `boardId` of every WHITEBOARD configuration, placed
 * anywhere. A board configured twice is read-only for attendees if any configuration says so.
 */
export function boardsOf(venue: Pick<Venue, 'architectures'>): ReadonlyMap<string, BoardSetup> {
  const boards = new Map<string, BoardSetup>();
  for (const architecture of venue.architectures) {
    const widgets = [
      ...architecture.globalWidgets,
      ...architecture.areas.flatMap((area) => area.contentWidgets),
    ];
    for (const widget of widgets) {
      if (widget.type !== 'WHITEBOARD') continue;
      for (const configuration of widget.configurations) {
        const readOnly = configuration.readOnlyForAttendees === true;
        const known = boards.get(configuration.boardId);
        boards.set(configuration.boardId, {
          readOnlyForAttendees: readOnly || known?.readOnlyForAttendees === true,
        });
      }
    }
  }
  return boards;
}

const clip = (id: string) => id.slice(0, 200);

/** How a caller takes part in a board. */
export type BoardAccess = { readOnly: boolean; admin: boolean };

/**
 * Which boards a caller may open, and whether they may draw: the boards of the venue version of
 * the scope — the stage only for those who may preview, the live venue only while it is
 * published, for a guest only where the venue offers anonymous access. Guests and, on a board
 * read-only for attendees, everyone but administrators only look.
 */
export function createWhiteboardBoards(deps: {
  venues: VenueAreasSource;
  loginRequired: () => Promise<boolean>;
  now?: () => number;
}) {
  const boards = createVenueScopeCache(deps.venues, boardsOf, deps.now);

  return {
    async access(ref: WhiteboardRef, principal: Principal): Promise<BoardAccess> {
      if (ref.mode === 'STAGE') authorize(principal, 'venue.preview');
      else if (isGuestOnly(principal)) {
        authorize(principal, 'venue.enter', { anonymousAccess: !(await deps.loginRequired()) });
      }
      const setup = (await boards.of(ref))?.get(ref.boardId);
      if (!setup)
        throw new AppError('whiteboard.not_found', `The venue has no whiteboard ${clip(ref.boardId)}.`);
      const admin = can(principal, 'whiteboard.admin');
      return { admin, readOnly: !admin && (isGuestOnly(principal) || setup.readOnlyForAttendees) };
    },

    stageChanged: boards.stageChanged,
  };
}

export type WhiteboardBoards = ReturnType<typeof createWhiteboardBoards>;
