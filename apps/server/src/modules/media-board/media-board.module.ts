import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import type { VenueAreasSource } from '../presence/presence-areas';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { createMediaBoardCatalog } from './media-board-catalog';
import { createCountChangesThrottle } from './media-board-changes.throttle';
import { type CountsDelivery, createCountsPusher } from './media-board-counts.pusher';
import { createMediaBoardLikesRepository } from './media-board-likes.repository';
import { createMediaBoardLikesService } from './media-board-likes.service';
import { createLikesWriter } from './media-board-likes.writer';

/**
 * The media board's internals, built once: the catalog of boards (dropped by the venue events,
 * which the realtime relay carries from other nodes), the likes repository and writer, the
 * service, and the push of changed counts to this node's watchers (attached by the realtime
 * module when it starts).
 */
export function createMediaBoardModule(deps: {
  database: DatabaseHandle;
  venues: VenueAreasSource;
  loginRequired: () => Promise<boolean>;
  events: EventBus;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { events } = deps;
  const catalog = createMediaBoardCatalog({ venues: deps.venues, loginRequired: deps.loginRequired });
  const likesRepository = createMediaBoardLikesRepository(deps.database.db);
  const changes = createCountChangesThrottle(events);
  const pusher = createCountsPusher({ counts: likesRepository.countsOf, onError: deps.reportError });

  events.on('venue.staged', ({ architectureId }) => catalog.stageChanged(architectureId));
  events.on('media_board.counts.changed', (event) => pusher.changed(event));

  return {
    catalog,
    likesRepository,
    likes: createMediaBoardLikesService({
      catalog,
      likes: likesRepository,
      writer: createLikesWriter(deps.database),
      changes,
      limiter: createMemoryRateLimiter(),
      now: deps.now,
    }),
    /** The realtime module's delivery to this node's watchers. */
    attachPush(delivery: CountsDelivery) {
      pusher.attach(delivery);
    },
    close() {
      changes.close();
    },
  };
}

export type MediaBoardModule = ReturnType<typeof createMediaBoardModule>;
