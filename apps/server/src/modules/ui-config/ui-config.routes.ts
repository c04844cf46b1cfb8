import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error';

/**
 * `/ui-config.json` sits next to index.html so that operators can replace it without a rebuild;
 * UI_CONFIG_FILE points at another file. It is read on each request: it is small and may change.
 */
export function uiConfigRoutes(file: string): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/ui-config.json',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        try {
          const text = await readFile(file, 'utf8');
          return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
        } catch (error) {
          request.log.warn({ err: error, file }, 'ui-config.json not found');
          throw new AppError('route.not_found', 'ui-config.json is missing: place it next to index.html.');
        }
      },
    );
  };
}
