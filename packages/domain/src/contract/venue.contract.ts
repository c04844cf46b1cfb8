import { venueReadQuerySchema, venueVersionQuerySchema } from '../api/venue-read.schema';
import { venueSchema } from '../venue/venue.schema';
import { venueVersionSchema } from '../venue/venue-version.schema';
import { defineRoute } from './http-route.contract';

export const venueRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/ui/venue',
    access: 'venue.read',
    tags: ['venue'],
    summary: 'The published venue (or, for administrators with preview=true, the stage version)',
    description:
      'Where the venue requires login, callers without a session get only its public part (style, logo, legal texts, cookie banner and providers; no areas). Sent with a strong ETag (304 on If-None-Match) and compressed (br, gzip) once per published version.',
    query: venueReadQuerySchema,
    response: { 200: venueSchema },
  }),
  version: defineRoute({
    method: 'GET',
    path: '/api/venue/version',
    access: 'venue.read',
    tags: ['venue'],
    summary: 'The live publication state, or a stage version for administrators',
    query: venueVersionQuerySchema,
    response: { 200: venueVersionSchema },
  }),
  check: defineRoute({
    method: 'HEAD',
    path: '/api/venue',
    access: 'venue.check',
    tags: ['venue'],
    summary: 'Authority check after login: may this user enter the venue?',
    description:
      '200 when published, 404 when not; 403 for a guest (anonymous login) where the venue requires login.',
    response: {},
  }),
} as const;
