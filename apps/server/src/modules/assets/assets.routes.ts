import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { VenueService } from '../venue/venue.service';
import type { AssetAccessService } from './asset-access.service';
import type { AssetsService } from './assets.service';

/**
 * An uploaded SVG is a document that could run script or navigate if opened directly: wherever
 * one is served, it is sandboxed (no script, no same origin, no forms) and may load nothing
 * but its own inline styles and data: images.
 */
export const SVG_SANDBOX_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

function fileHeaders(reply: FastifyReply, file: { contentType: string; size: number }) {
  reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff');
  if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_SANDBOX_CSP);
  return reply;
}

function contentDisposition(kind: 'attachment' | 'inline', fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function downloadName(displayName: string, key: string) {
  const extension = key.slice(key.lastIndexOf('.'));
  return displayName.toLowerCase().endsWith(extension) ? displayName : `${displayName}${extension}`;
}

export function assetsRoutes(
  assets: AssetsService,
  venues: VenueService,
  access: AssetAccessService,
): FastifyPluginAsync {
  return async (app) => {
    registerRoute(app, httpContract.assets.signUrl, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { signedUrl: await access.sign(request.query.url, request.principal) };
    });

    registerRoute(app, httpContract.assets.download, async (request, reply) => {
      await access.authorizeLiveRead(request.principal);
      const { architectureID, assetID } = request.params;
      const venue = await venues.readLiveVenue(architectureID);
      const location = assets.locate(venue, assetID);
      if ('url' in location) return reply.redirect(location.url);
      const { file, stream } = await assets.open(location.key, false);
      const name = downloadName(file.displayName, file.key);
      return fileHeaders(reply, file)
        .header(
          'content-disposition',
          contentDisposition(request.query.attachment ? 'attachment' : 'inline', name),
        )
        .send(stream);
    });

    registerRoute(app, httpContract.assets.file, async (request, reply) => {
      const { mode, architectureId, fileName } = request.params;
      const key = `${mode}/${architectureId}/${fileName}`;
      // The signature is checked first, so that without one nobody learns which files exist.
      const grant = await access.checkRead(key, request.query);
      const found = await assets.serve(key);
      reply.header('cache-control', access.cacheControl(grant));
      if ('redirectTo' in found) return reply.redirect(access.uriUnder(found.redirectTo, grant), 302);
      const { file, stream } = found;
      return fileHeaders(reply, file).send(stream);
    });
  };
}
