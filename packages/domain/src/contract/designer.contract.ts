import { z } from 'zod';
import {
  assetUploadResponseSchema,
  publishResponseSchema,
  stageResponseSchema,
  unpublishResponseSchema,
} from '../api/designer.schema';
import { errorBodySchema } from '../api/error-body.schema';
import {
  DESIGNER_ARCHITECTURES_LIMIT,
  designerArchitecturesResponseSchema,
  rollbackRequestSchema,
  rollbackResponseSchema,
  stageQuerySchema,
  VENUE_HISTORY_LIMIT,
  venueVersionParamsSchema,
  venueVersionsResponseSchema,
} from '../api/venue-history.schema';
import { storedVenueSchema, venueSchema } from '../venue/venue.schema';
import { architectureIdSchema } from '../venue/venue-primitives.schema';
import { commonFailures, defineRoute } from './http-route.contract';

const architectureParams = z.object({ architectureID: architectureIdSchema });
// Reads find versions stored under ids from before the safe-id rule too.
const architectureReadParams = z.object({ architectureID: z.string().min(1).max(200) });

export const designerRoutes = {
  stage: defineRoute({
    method: 'POST',
    path: '/api/designer/save-venue-json/stage',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Validate a venue JSON and save it as the next stage version',
    description:
      'The body is checked by the venue validator, which also checks references and reports every problem at once (400 venue.invalid with details). A venue of an older schema version is migrated first; the stored venue carries the current `schemaVersion`. With `baseVersion` (the stage version the editor started from, 0 for none yet) the save is refused with 409 venue.stage_conflict when another save came first; its details name the latest version (`latest.version`), who saved it (`latest.savedBy`) and when (`latest.savedAt`).',
    query: stageQuerySchema,
    body: venueSchema,
    response: { 200: stageResponseSchema, 409: errorBodySchema },
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/designer/publish/:architectureID',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Publish the latest stage version as the next live version',
    params: architectureParams,
    response: { 200: publishResponseSchema },
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/api/designer/unpublish',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Take the venue offline (published version -1); published versions are kept',
    response: { 200: unpublishResponseSchema },
  }),
  uploadAsset: defineRoute({
    method: 'POST',
    path: '/api/designer/architecture/:architectureID/assets',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Upload an asset file (multipart: field "file", optional field "assetId")',
    params: architectureParams,
    multipart: true,
    response: { 200: assetUploadResponseSchema },
  }),
  architectures: defineRoute({
    method: 'GET',
    path: '/api/designer/architectures',
    access: 'designer.write',
    tags: ['designer'],
    summary:
      'The architectures with stored versions: latest stage and live version, publication, last change',
    description: `The ${DESIGNER_ARCHITECTURES_LIMIT} most recently changed architectures, most recent first. Version 0: none of that mode; publishedVersion -1: not the published architecture.`,
    response: { 200: designerArchitecturesResponseSchema },
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/api/designer/architecture/:architectureID/versions',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'The version history of an architecture (stage and live versions, newest first)',
    description: `At most the newest ${VENUE_HISTORY_LIMIT} versions; older ones stay stored and can be read by number. An architecture without versions has an empty history.`,
    params: architectureReadParams,
    response: { 200: venueVersionsResponseSchema, ...commonFailures },
  }),
  version: defineRoute({
    method: 'GET',
    path: '/api/designer/architecture/:architectureID/versions/:mode/:version',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'The venue JSON of one stored version, migrated to the current schema version',
    description: '404 venue.version_not_found when the architecture has no such version.',
    params: venueVersionParamsSchema,
    response: { 200: storedVenueSchema, ...commonFailures },
  }),
  rollback: defineRoute({
    method: 'POST',
    path: '/api/designer/architecture/:architectureID/rollback',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Bring back a live version: save it as the next stage version and publish it',
    description:
      'The named live version becomes the next stage version and, published with its files, the next live version, as a stage save and a publish would (404 venue.version_not_found for an unknown version).',
    params: architectureParams,
    body: rollbackRequestSchema,
    response: { 200: rollbackResponseSchema, ...commonFailures },
  }),
} as const;
