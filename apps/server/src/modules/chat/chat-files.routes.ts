import { CHAT_FILE_MAX_BYTES, chatRoutes } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { withFilePart } from '../../plugins/multipart-file';
import { sendServedFile } from '../../plugins/served-file.reply';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import { chatFileRateRules } from './chat-files.rate-limits';
import type { ChatFilesService } from './chat-files.service';

export function chatFilesRoutes(files: ChatFilesService, limiter: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      chatRoutes.uploadFile,
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        // The contract's access (chat.use) admits only logged-in users.
        const file = await withFilePart(request, CHAT_FILE_MAX_BYTES, (part) =>
          files.upload(request.principal!, request.params.conversationId, part),
        );
        return reply.code(201).send({ file });
      },
      { onRequest: rateLimitHook(limiter, chatFileRateRules.upload) },
    );

    registerRoute(app, chatRoutes.file, async (request, reply) => {
      // Errors are not kept by any cache; a file only privately, while its link is valid.
      reply.header('cache-control', 'private, no-store');
      return sendServedFile(reply, await files.open(request.params.fileId, request.query));
    });
  };
}
