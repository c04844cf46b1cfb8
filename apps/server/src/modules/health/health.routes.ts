import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Liveness',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database answers',
          response: { 200: z.object({ status: z.literal('ready') }) },
        },
      },
      async () => {
        await sql`select 1`.execute(db);
        return { status: 'ready' as const };
      },
    );
  };
}
