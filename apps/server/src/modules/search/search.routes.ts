import { SEARCH_QUERY_MAX_LENGTH, searchRoutes } from '@atrium/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { registerRoute } from '../../plugins/contract-route';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { SearchService } from './search.service';
import { searchRateRules } from './search-rate-limits';

/** q is checked before the schema, so that a missing, empty or long question has its own error id. */
async function checkQuestion(request: FastifyRequest) {
  const q = (request.query as Record<string, unknown> | undefined)?.q;
  const length = typeof q === 'string' ? q.trim().length : 0;
  if (length === 0 || length > SEARCH_QUERY_MAX_LENGTH) {
    throw new AppError(
      'search.query_invalid',
      `Ask a question of 1 to ${SEARCH_QUERY_MAX_LENGTH} characters (the q parameter, once).`,
      [{ path: 'query.q', message: typeof q === 'string' ? `Has ${length} characters.` : 'Missing.' }],
    );
  }
}

/** Global search and its administration (the contract's access: search.use, search.admin). */
export function searchRoutesPlugin(search: SearchService, limiter: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    // Answers depend on who asks (hidden areas, profiles): no shared cache keeps one.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    registerRoute(app, searchRoutes.search, (request) => search.ask(request.principal!, request.query.q), {
      onRequest: [rateLimitHook(limiter, searchRateRules.ask), checkQuestion],
    });
    registerRoute(app, searchRoutes.status, () => search.status());
    registerRoute(
      app,
      searchRoutes.requestUpdate,
      async (_request, reply) => reply.code(202).send(await search.requestUpdate()),
      { onRequest: rateLimitHook(limiter, searchRateRules.update) },
    );
    registerRoute(app, searchRoutes.misses, (request) => search.misses(request.query.limit));
  };
}
