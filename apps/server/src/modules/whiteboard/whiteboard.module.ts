import type { Clock } from '../../clock';
import type { DatabaseHandle } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import type { AssetUrlSigner } from '../assets/asset-url-signature';
import type { VenueAreasSource } from '../presence/presence-areas';
import { createWhiteboardRepository } from './whiteboard.repository';
import { createWhiteboardService } from './whiteboard.service';
import { createWhiteboardBoards } from './whiteboard-boards';
import { createWhiteboardImagesRepository } from './whiteboard-images.repository';
import { createWhiteboardImageStorage, createWhiteboardImages } from './whiteboard-images.service';
import { createLiveBoards } from './whiteboard-live-boards';

/**
 * The whiteboard's internals, built once: the boards of each venue version, the boards held in
 * memory with their storage, the images, and the service the gateway and routes use.
 */
export function createWhiteboardModule(deps: {
  database: DatabaseHandle;
  venues: VenueAreasSource;
  loginRequired: () => Promise<boolean>;
  /** A participant's name as presence shows it (awareness labels). */
  nameOf: (userId: string, architectureId: string) => Promise<string>;
  signer: AssetUrlSigner;
  /** `<DATA_DIR>/assets`: images are stored under its `whiteboard/`. */
  assetsRoot: string;
  events: EventBus;
  now: Clock;
  reportError: (error: unknown) => void;
}) {
  const { now, reportError } = deps;
  const repository = createWhiteboardRepository(deps.database);
  const boards = createWhiteboardBoards({ venues: deps.venues, loginRequired: deps.loginRequired });
  const live = createLiveBoards({ repository, now, reportError });
  const images = createWhiteboardImages({
    images: createWhiteboardImagesRepository(deps.database.db),
    storage: createWhiteboardImageStorage(deps.assetsRoot),
    signer: deps.signer,
    now,
    reportError,
  });
  const service = createWhiteboardService({
    boards,
    live,
    images,
    nameOf: (userId, architectureId) => deps.nameOf(userId, architectureId).catch(() => ''),
    now,
    reportError,
  });
  const offStaged = deps.events.on('venue.staged', ({ architectureId }) =>
    boards.stageChanged(architectureId),
  );

  return {
    service,
    images,
    repository,
    live,
    /** Stores what the boards in memory hold as snapshots. */
    async close() {
      offStaged();
      await service.close();
    },
  };
}

export type WhiteboardModule = ReturnType<typeof createWhiteboardModule>;
