import { SOCIAL_WALL_IMAGE_MAX_BYTES, socialWallRoutes } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { withFilePart } from '../../plugins/multipart-file';
import { sendServedFile } from '../../plugins/served-file.reply';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { SocialWallImagesService } from './social-wall-images.service';
import { socialWallRateRules } from './social-wall-rate-limits';

/** Uploading an image to post, and an image by its signed URL. */
export function socialWallImageRoutes(
  images: SocialWallImagesService,
  limiter: RateLimiter,
): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      socialWallRoutes.uploadImage,
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        // The contract's access (social_wall.write) admits only logged-in users.
        const uploaded = await withFilePart(request, SOCIAL_WALL_IMAGE_MAX_BYTES, (part) =>
          images.upload(request.principal!, request.params.wallId, request.query, part),
        );
        return reply.code(201).send(uploaded);
      },
      { onRequest: rateLimitHook(limiter, socialWallRateRules.upload) },
    );

    registerRoute(app, socialWallRoutes.image, async (request, reply) => {
      // Errors are not kept by any cache; an image only privately, while its link is valid.
      reply.header('cache-control', 'private, no-store');
      return sendServedFile(reply, await images.open(request.params.imageId, request.query));
    });
  };
}
