import { socialWallRoutes } from '@atrium/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { Principal } from '../auth/authorize';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { SocialWallModule } from './social-wall.module';
import { socialWallRateRules } from './social-wall-rate-limits';

// Every route here has the contract's access social_wall.read, .write or .moderate: a logged-in user.
const callerOf = (request: FastifyRequest): Principal => request.principal!;

/** The social wall's post routes (images have their own). */
export function socialWallPostRoutes(wall: SocialWallModule, limiter: RateLimiter): FastifyPluginAsync {
  const { posts, likes, moderation } = wall;
  return async (app) => {
    const limited = (rule: keyof typeof socialWallRateRules) => ({
      onRequest: rateLimitHook(limiter, socialWallRateRules[rule]),
    });
    // Pages differ per viewer (likes, hidden posts, signed image URLs): no shared cache keeps one.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    registerRoute(app, socialWallRoutes.posts, (request) =>
      posts.page(callerOf(request), request.params.wallId, request.query),
    );
    registerRoute(app, socialWallRoutes.replies, (request) =>
      posts.replies(callerOf(request), request.params.postId, request.query),
    );
    registerRoute(
      app,
      socialWallRoutes.createPost,
      async (request, reply) =>
        reply
          .code(201)
          .send(await posts.create(callerOf(request), request.params.wallId, request.query, request.body)),
      limited('post'),
    );
    registerRoute(
      app,
      socialWallRoutes.createReply,
      async (request, reply) =>
        reply.code(201).send(await posts.reply(callerOf(request), request.params.postId, request.body)),
      limited('post'),
    );
    registerRoute(
      app,
      socialWallRoutes.editPost,
      (request) => posts.edit(callerOf(request), request.params.postId, request.body),
      limited('change'),
    );
    registerRoute(
      app,
      socialWallRoutes.deletePost,
      async (request, reply) => {
        await posts.delete(callerOf(request), request.params.postId);
        return reply.code(204).send();
      },
      limited('change'),
    );
    registerRoute(
      app,
      socialWallRoutes.like,
      (request) => likes.like(callerOf(request), request.params.postId),
      limited('like'),
    );
    registerRoute(
      app,
      socialWallRoutes.unlike,
      (request) => likes.unlike(callerOf(request), request.params.postId),
      limited('like'),
    );
    registerRoute(
      app,
      socialWallRoutes.hide,
      (request) => moderation.hide(callerOf(request), request.params.postId, request.body.hidden),
      limited('change'),
    );
    registerRoute(
      app,
      socialWallRoutes.report,
      async (request, reply) => {
        await moderation.report(callerOf(request), request.params.postId, request.body.reason);
        return reply.code(204).send();
      },
      limited('change'),
    );
    registerRoute(app, socialWallRoutes.reports, (request) =>
      moderation.reports(callerOf(request), request.params.wallId, request.query),
    );
  };
}
