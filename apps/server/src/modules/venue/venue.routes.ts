import { isLoginEnabled, type LoginOption, venueSchema, venueVersionSchema } from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, can } from '../auth/authorize';
import type { VenueService } from './venue.service';

const architectureIdSchema = z.string().min(1).max(200);

/** The venue's login options (the login configuration, without secrets). */
type LoginOptionsSource = { list(): Promise<LoginOption[]> };

export function venueRoutes(venues: VenueService, loginOptions: LoginOptionsSource): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/ui/venue',
      {
        config: { access: 'venue.read' },
        schema: {
          tags: ['venue'],
          summary: 'The published venue (or, for administrators with preview=true, the stage version)',
          querystring: z.object({
            architectureId: architectureIdSchema,
            preview: z.stringbool().optional(),
          }),
          response: { 200: venueSchema },
        },
      },
      async (request, reply) => {
        const { architectureId, preview } = request.query;
        let json: string;
        if (preview) {
          authorize(request.principal, 'venue.preview');
          json = await venues.readStage(architectureId);
        } else {
          const audience = can(request.principal, 'venue.preview') ? 'administrator' : 'attendee';
          json = await venues.readLive(architectureId, audience);
        }
        // Sent as stored JSON text: serializing a presented venue once per version, not per request.
        return reply
          .header('cache-control', 'no-cache')
          .type('application/json; charset=utf-8')
          .send(json as never);
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
