import {
  architectureIdSchema,
  assetUploadResponseSchema,
  publishResponseSchema,
  stageResponseSchema,
  venueSchema,
  venueVersionSchema,
} from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyCheckedByService } from '../../plugins/body-checked-by-service';
import { readMultipartFile } from '../../plugins/multipart-file';
import type { AssetsService } from '../assets/assets.service';
import type { DesignerService } from './designer.service';

const architectureParams = z.object({ architectureID: architectureIdSchema });

export function designerRoutes(designer: DesignerService, assets: AssetsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/designer/save-venue-json/stage',
      {
        config: { access: 'designer.write' },
        // The body is checked by validateVenue, which also checks references and reports every
        // problem at once; the schema is here for the API documentation.
        validatorCompiler: bodyCheckedByService,
        schema: {
          tags: ['designer'],
          summary: 'Validate a venue JSON and save it as the next stage version',
          body: venueSchema,
          response: { 200: stageResponseSchema },
        },
      },
      async (request) => designer.stage(request.body, request.principal!),
    );

    app.post(
      '/api/designer/publish/:architectureID',
      {
        config: { access: 'designer.write' },
        schema: {
          tags: ['designer'],
          summary: 'Publish the latest stage version as the next live version',
          params: architectureParams,
          response: { 200: publishResponseSchema },
        },
      },
      async (request) => designer.publish(request.params.architectureID, request.principal!),
    );

    app.post(
      '/api/designer/unpublish',
      {
        config: { access: 'designer.write' },
        schema: {
          tags: ['designer'],
          summary: 'Take the venue offline (published version -1); published versions are kept',
          response: {
            200: venueVersionSchema.pick({ publishedVersion: true, publishedArchitectureId: true }),
          },
        },
      },
      async () => {
        const result = await designer.unpublish();
        return { publishedVersion: result.publishedVersion, publishedArchitectureId: result.architectureId };
      },
    );

    app.post(
      '/api/designer/architecture/:architectureID/assets',
      {
        config: { access: 'designer.write' },
        schema: {
          tags: ['designer'],
          summary: 'Upload an asset file (multipart: field "file", optional field "assetId")',
          consumes: ['multipart/form-data'],
          params: architectureParams,
          response: { 200: assetUploadResponseSchema },
        },
      },
      async (request) => {
        const upload = await readMultipartFile(request, 'file');
        return assets.upload({
          architectureId: request.params.architectureID,
          assetId: upload.fields.assetId,
          fileName: upload.fileName,
          bytes: upload.bytes,
        });
      },
    );
  };
}
