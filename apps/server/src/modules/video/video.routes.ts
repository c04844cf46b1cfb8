import { videoRoutes as contract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { VideoAccessService } from './video-access.service';
import { videoAccessRateRule } from './video-rate-limits';

export function videoRoutes(access: VideoAccessService, limiter: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    // TURN credentials are secrets of one user: no answer is kept by a cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    registerRoute(
      app,
      contract.access,
      // The contract's access (video.use) admits only logged-in users.
      async (request) => access.request(request.principal!, request.body),
      { onRequest: rateLimitHook(limiter, videoAccessRateRule) },
    );
  };
}
