import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { uiConfigSchema } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error';
import { matchesEtag } from '../../plugins/prepared-body';

/**
 * `/ui-config.json` sits next to index.html so that operators can replace it without a rebuild;
 * UI_CONFIG_FILE points at another file. It is read on each request (it is small and may
 * change), validated, and sent with its defaults filled in, so the browser needs no validator.
 */
export function uiConfigRoutes(file: string): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/ui-config.json',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        let text: string;
        try {
          text = await readFile(file, 'utf8');
        } catch (error) {
          request.log.warn({ err: error, file }, 'ui-config.json not found');
          throw new AppError('route.not_found', 'ui-config.json is missing: place it next to index.html.');
        }
        let parsed: ReturnType<typeof uiConfigSchema.safeParse>;
        try {
          parsed = uiConfigSchema.safeParse(JSON.parse(text));
        } catch {
          throw new AppError('config.invalid', `${file} is not valid JSON.`);
        }
        if (!parsed.success) {
          request.log.error({ file, issues: parsed.error.issues }, 'ui-config.json is invalid');
          throw new AppError(
            'config.invalid',
            `ui-config.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          );
        }
        // Revalidated on every load (operators edit the file), answered 304 while it is unchanged.
        const body = JSON.stringify(parsed.data);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        reply.header('cache-control', 'no-cache').header('etag', etag);
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
