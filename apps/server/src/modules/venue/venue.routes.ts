import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { sendPrepared } from '../../plugins/prepared-body';
import { authorize } from '../auth/authorize';
import type { VenueService } from './venue.service';

export function venueRoutes(venues: VenueService): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      httpContract.venue.read,
      async (request, reply) => {
        const { architectureId, preview } = request.query;
        if (preview) {
          authorize(request.principal, 'venue.preview');
          const json = JSON.stringify(await venues.readStage(architectureId));
          return reply
            .header('cache-control', 'no-cache')
            .type('application/json; charset=utf-8')
            .send(json as never);
        }
        const reader = await venues.readerOf(request.principal);
        // Bytes prepared once per published version and reader: no serialization per request.
        return sendPrepared(request, reply, await venues.readLive(architectureId, reader));
      },
      // The hottest route (every attendee at the opening minute): errors are still logged.
      { logLevel: 'warn' },
    );

    registerRoute(app, httpContract.venue.version, async (request, reply) => {
      const { mode, architectureId } = request.query;
      reply.header('cache-control', 'no-cache');
      if (mode === 'STAGE') {
        authorize(request.principal, 'venue.preview');
        const live = await venues.liveVersion();
        const id = architectureId ?? live.publishedArchitectureId;
        if (!id) return live;
        return venues.stageVersion(id);
      }
      return venues.liveVersion();
    });

    registerRoute(app, httpContract.venue.check, async (request, reply) => {
      const { published } = await venues.checkEntry(request.principal);
      return reply.code(published ? 200 : 404).send();
    });
  };
}
