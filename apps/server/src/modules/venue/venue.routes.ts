import { isLoginEnabled, type LoginOption, venueSchema, venueVersionSchema } from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../plugins/prepared-body';
import { authorize, can, type Principal } from '../auth/authorize';
import type { Reader, VenueService } from './venue.service';

const architectureIdSchema = z.string().min(1).max(200);

/** The venue's login options (the login configuration, without secrets). */
type LoginOptionsSource = { list(): Promise<LoginOption[]>; loginRequired(): Promise<boolean> };

/**
 * Who reads the live venue. Where login is required, a caller without a session — or with a
 * guest session left from when the venue was public — reads only its public part. The login
 * requirement is cached (at most one database read a second), and logged-in users skip it.
 */
async function readerOf(principal: Principal | null, loginOptions: LoginOptionsSource): Promise<Reader> {
  if (can(principal, 'venue.preview')) return 'administrator';
  if (can(principal, 'venue.enter', { anonymousAccess: false })) return 'attendee';
  return (await loginOptions.loginRequired()) ? 'public' : 'attendee';
}

export function venueRoutes(venues: VenueService, loginOptions: LoginOptionsSource): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/ui/venue',
      {
        config: { access: 'venue.read' },
        // The hottest route (every attendee at the opening minute): errors are still logged.
        logLevel: 'warn',
        schema: {
          tags: ['venue'],
          summary: 'The published venue (or, for administrators with preview=true, the stage version)',
          description:
            'Where the venue requires login, callers without a session get only its public part (style, logo, legal texts, cookie banner and providers; no areas). Sent with a strong ETag (304 on If-None-Match) and compressed (br, gzip) once per published version.',
          querystring: z.object({
            architectureId: architectureIdSchema,
            preview: z.stringbool().optional(),
          }),
          response: { 200: venueSchema },
        },
      },
      async (request, reply) => {
        const { architectureId, preview } = request.query;
        if (preview) {
          authorize(request.principal, 'venue.preview');
          const json = await venues.readStage(architectureId);
          return reply
            .header('cache-control', 'no-cache')
            .type('application/json; charset=utf-8')
            .send(json as never);
        }
        const reader = await readerOf(request.principal, loginOptions);
        // Bytes prepared once per published version and reader: no serialization per request.
        return sendPrepared(request, reply, await venues.readLive(architectureId, reader));
      },
    );

    app.get(
      '/api/venue/version',
      {
        config: { access: 'venue.read' },
        schema: {
          tags: ['venue'],
          summary: 'The live publication state, or a stage version for administrators',
          querystring: z.object({
            mode: z.enum(['LIVE', 'STAGE']).default('LIVE'),
            architectureId: architectureIdSchema.optional(),
          }),
          response: { 200: venueVersionSchema },
        },
      },
      async (request, reply) => {
        const { mode, architectureId } = request.query;
        reply.header('cache-control', 'no-cache');
        if (mode === 'STAGE') {
          authorize(request.principal, 'venue.preview');
          const live = await venues.liveVersion();
          const id = architectureId ?? live.publishedArchitectureId;
          if (!id) return live;
          return venues.stageVersion(id);
        }
        return venues.liveVersion();
      },
    );

    app.head(
      '/api/venue',
      {
        config: { access: 'venue.check' },
        schema: {
          tags: ['venue'],
          summary: 'Authority check after login: may this user enter the venue?',
          description:
            '200 when published, 404 when not; 403 for a guest (anonymous login) where the venue requires login.',
        },
      },
      async (request, reply) => {
        const anonymousAccess = !isLoginEnabled(await loginOptions.list());
        authorize(request.principal, 'venue.enter', { anonymousAccess });
        const live = await venues.liveVersion();
        return reply.code(live.publishedVersion > 0 ? 200 : 404).send();
      },
    );
  };
}
