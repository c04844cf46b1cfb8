import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { matchesEtag } from '../../plugins/prepared-body';
import type { UiConfigService } from './ui-config.service';

export function uiConfigRoutes(uiConfig: UiConfigService): FastifyPluginAsync {
  return async (app) => {
    registerRoute(app, httpContract.uiConfig.get, async (request, reply) => {
      const { body, etag } = await uiConfig.read(request.log);
      // Revalidated on every load (operators edit the file), answered 304 while it is unchanged.
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });
  };
}
