import { mediaBoardRoutes } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { MediaBoardRecommendationsService } from './media-board-recommendations.service';

/** A user's recommended pieces of a board (the contract's access media_board.read: a logged-in user). */
export function mediaBoardRecommendationsRoutes(
  recommendations: MediaBoardRecommendationsService,
): FastifyPluginAsync {
  return async (app) => {
    // What someone liked shows through their recommendations: no shared cache keeps an answer.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    registerRoute(app, mediaBoardRoutes.recommended, (request) =>
      recommendations.recommended(request.principal!, request.params, request.query),
    );
  };
}
