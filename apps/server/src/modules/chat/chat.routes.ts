import { chatRoutes } from '@atrium/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { Principal } from '../auth/authorize';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { ChatModerationService } from './chat-moderation.service';
import { chatModerationRateRule } from './chat-rate-limits';

// Every route here has the contract's access chat.use or chat.moderate: a logged-in user.
const callerOf = (request: FastifyRequest): Principal => request.principal!;

/** Chat's moderation routes: blocks, reports, room mutes (files have their own routes). */
export function chatModerationRoutes(
  moderation: ChatModerationService,
  limiter: RateLimiter,
): FastifyPluginAsync {
  return async (app) => {
    const writes = { onRequest: rateLimitHook(limiter, chatModerationRateRule) };
    // Who blocked whom and what was reported is private: no cache keeps an answer.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    registerRoute(app, chatRoutes.blocks, (request) => moderation.blocks(callerOf(request)));
    registerRoute(
      app,
      chatRoutes.block,
      (request) => moderation.block(callerOf(request), request.body.userId),
      writes,
    );
    registerRoute(
      app,
      chatRoutes.unblock,
      (request) => moderation.unblock(callerOf(request), request.params.userId),
      writes,
    );
    registerRoute(
      app,
      chatRoutes.report,
      async (request, reply) => {
        await moderation.report(callerOf(request), request.params.messageId, request.body.reason);
        return reply.code(202).send({});
      },
      writes,
    );
    registerRoute(app, chatRoutes.reports, (request) => moderation.reports(callerOf(request), request.query));
    registerRoute(app, chatRoutes.mutes, (request) => moderation.mutes(request.query));
    registerRoute(
      app,
      chatRoutes.mute,
      (request) => moderation.mute(callerOf(request), request.body),
      writes,
    );
    registerRoute(app, chatRoutes.unmute, (request) => moderation.unmute(request.params), writes);
  };
}
