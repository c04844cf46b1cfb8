import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

const API_PATHS = /^\/(api|backend-assets)(\/|$)/;

/** Serves the built web app; unknown non-API paths get index.html so the client router decides. */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      // The build writes .br and .gz beside each compressible file (compressed once, at build time).
      preCompressed: true,
      // Our own cache-control (below) instead of send's `public, max-age=0`; ETags stay on.
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !API_PATHS.test(path) && hasWeb;
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw new AppError('route.not_found', `No such resource: ${request.method} ${path}`);
  });
}
