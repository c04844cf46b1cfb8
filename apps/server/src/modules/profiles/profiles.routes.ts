import { AVATAR_MAX_BYTES, userProfileRoutes } from '@atrium/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { registerRoute } from '../../plugins/contract-route';
import { readMultipartFile } from '../../plugins/multipart-file';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { ProfileCaller, ProfilesService } from './profiles.service';
import { profileRateRules } from './profiles-rate-limits';

// The contract's access (profile.read / profile.write) admits only logged-in users.
const callerOf = (request: FastifyRequest): ProfileCaller => request.principal!;

async function readAvatar(request: FastifyRequest) {
  try {
    return await readMultipartFile(request, 'avatar image', { fileSize: AVATAR_MAX_BYTES });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'asset.too_large',
        `An avatar image may have at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
      );
    }
    throw error;
  }
}

export function profilesRoutes(profiles: ProfilesService, limiter: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    const saves = { onRequest: rateLimitHook(limiter, profileRateRules.save) };
    const avatars = { onRequest: rateLimitHook(limiter, profileRateRules.avatar) };
    // Profiles hold private data: no answer of these routes (errors too) is kept by a cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    registerRoute(app, userProfileRoutes.get, async (request) =>
      profiles.read(callerOf(request), request.params.architectureId, request.params.userId),
    );

    registerRoute(
      app,
      userProfileRoutes.save,
      async (request) => profiles.save(callerOf(request), request.params.architectureId, request.body),
      saves,
    );

    registerRoute(
      app,
      userProfileRoutes.avatar,
      async (request) => {
        const upload = await readAvatar(request);
        return profiles.setAvatar(callerOf(request), request.params.architectureId, upload.bytes);
      },
      avatars,
    );

    registerRoute(
      app,
      userProfileRoutes.removeAvatar,
      async (request) => profiles.removeAvatar(callerOf(request), request.params.architectureId),
      avatars,
    );
  };
}
