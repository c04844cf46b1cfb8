import { z } from 'zod';
import {
  assetUploadResponseSchema,
  publishResponseSchema,
  stageResponseSchema,
  unpublishResponseSchema,
} from '../api/designer.schema';
import { venueSchema } from '../venue/venue.schema';
import { architectureIdSchema } from '../venue/venue-primitives.schema';
import { defineRoute } from './http-route.contract';

const architectureParams = z.object({ architectureID: architectureIdSchema });

export const designerRoutes = {
  stage: defineRoute({
    method: 'POST',
    path: '/api/designer/save-venue-json/stage',
    access: 'designer.write',
    tags: ['designer'],
    summary: 'Validate a venue JSON and save it as the next stage version',
    description:
      'The body is checked by the venue validator, which also checks references and reports every problem at once (400 validation.failed with details).',
    body: venueSchema,
    response: { 200: stageResponseSchema },
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
} as const;
