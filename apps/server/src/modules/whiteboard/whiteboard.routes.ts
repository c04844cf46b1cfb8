import { WHITEBOARD_IMAGE_MAX_BYTES, whiteboardRoutes } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { withFilePart } from '../../plugins/multipart-file';
import { sendServedFile } from '../../plugins/served-file.reply';
import { clientRateRule } from '../rate-limit/client-rate-limit';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { WhiteboardService } from './whiteboard.service';
import type { WhiteboardImages } from './whiteboard-images.service';

/** Image uploads per minute (each up to 10 MB and two encodings), per user and per IP address. */
export const whiteboardUploadRule = clientRateRule('whiteboard.upload', { perUser: 30, perIp: 600 }, 60, {
  id: 'rate.limited',
  message: 'Too many images uploaded. Please try again in a minute.',
});

/** Clearing a board, uploading an image to it, and an image by its signed URL. */
export function whiteboardRoutesOf(
  whiteboard: WhiteboardService,
  images: WhiteboardImages,
  limiter: RateLimiter,
): FastifyPluginAsync {
  return async (app) => {
    registerRoute(app, whiteboardRoutes.clear, async (request) =>
      // The contract's access (whiteboard.admin) admits only administrators.
      whiteboard.clear(request.principal!, { ...request.query, boardId: request.params.boardId }),
    );

    registerRoute(
      app,
      whiteboardRoutes.uploadImage,
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const ref = { ...request.query, boardId: request.params.boardId };
        const principal = request.principal!;
        // The board and the right to draw are checked before the body is read.
        await whiteboard.mayDraw(ref, principal);
        const image = await withFilePart(request, WHITEBOARD_IMAGE_MAX_BYTES, (part) =>
          images.upload(ref, principal.userId, part.file),
        );
        return reply.code(201).send(image);
      },
      { onRequest: rateLimitHook(limiter, whiteboardUploadRule) },
    );

    registerRoute(app, whiteboardRoutes.image, async (request, reply) => {
      // Errors are not kept by any cache; an image only privately, while its link is valid.
      reply.header('cache-control', 'private, no-store');
      return sendServedFile(reply, await images.open(request.params.imageId, request.query));
    });
  };
}
