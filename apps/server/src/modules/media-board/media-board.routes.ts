import { mediaBoardRoutes } from '@atrium/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { Principal } from '../auth/authorize';
import type { MediaBoardLikesService } from './media-board-likes.service';

// Every route here has the contract's access media_board.read or media_board.like: a logged-in user.
const callerOf = (request: FastifyRequest): Principal => request.principal!;

/** The media board's like routes (recommendations have their own). */
export function mediaBoardLikesRoutes(likes: MediaBoardLikesService): FastifyPluginAsync {
  return async (app) => {
    // Which pieces someone liked is theirs: no shared cache keeps an answer.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    registerRoute(app, mediaBoardRoutes.like, (request) => likes.like(callerOf(request), request.body));
    registerRoute(app, mediaBoardRoutes.unlike, (request) => likes.unlike(callerOf(request), request.body));
    registerRoute(app, mediaBoardRoutes.likes, (request) =>
      likes.board(callerOf(request), request.query, request.params.mediaBoardId),
    );
    registerRoute(app, mediaBoardRoutes.myLikes, (request) => likes.mine(callerOf(request), request.query));
  };
}
