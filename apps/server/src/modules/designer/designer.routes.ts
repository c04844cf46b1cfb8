import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { bodyCheckedByService } from '../../plugins/body-checked-by-service';
import { registerRoute } from '../../plugins/contract-route';
import { readMultipartFile } from '../../plugins/multipart-file';
import type { AssetsService } from '../assets/assets.service';
import type { DesignerService } from './designer.service';
import type { VenueHistoryService } from './venue-history.service';

// authorize (designer.write) has made sure there is a principal on every route here.
export function designerRoutes(
  designer: DesignerService,
  assets: AssetsService,
  history: VenueHistoryService,
): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      httpContract.designer.stage,
      (request) => designer.stage(request.body, request.principal!, request.query.baseVersion),
      // validateVenue checks the body, references too, and reports every problem at once.
      { validatorCompiler: bodyCheckedByService },
    );

    registerRoute(app, httpContract.designer.publish, (request) =>
      designer.publish(request.params.architectureID, request.principal!),
    );

    registerRoute(app, httpContract.designer.unpublish, async () => {
      const result = await designer.unpublish();
      return { publishedVersion: result.publishedVersion, publishedArchitectureId: result.architectureId };
    });

    registerRoute(app, httpContract.designer.rollback, (request) =>
      designer.rollback(request.params.architectureID, request.body.version, request.principal!),
    );

    registerRoute(app, httpContract.designer.architectures, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return history.architectures();
    });

    registerRoute(app, httpContract.designer.versions, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return history.versions(request.params.architectureID);
    });

    registerRoute(app, httpContract.designer.version, async (request, reply) => {
      const { architectureID, mode, version } = request.params;
      reply.header('cache-control', 'no-store');
      return history.version(architectureID, mode, version);
    });

    registerRoute(app, httpContract.designer.uploadAsset, async (request) => {
      const upload = await readMultipartFile(request, 'file');
      return assets.upload({
        architectureId: request.params.architectureID,
        assetId: upload.fields.assetId,
        fileName: upload.fileName,
        bytes: upload.bytes,
      });
    });
  };
}
