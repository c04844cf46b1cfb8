import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { HealthRepository } from './health.repository';

export function healthRoutes(health: HealthRepository): FastifyPluginAsync {
  return async (app) => {
    registerRoute(app, httpContract.health.health, () => ({ status: 'ok' as const }));

    registerRoute(app, httpContract.health.ready, async () => {
      await health.ping();
      return { status: 'ready' as const };
    });
  };
}
