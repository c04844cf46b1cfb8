import { CHAT_FILE_MAX_BYTES, chatRoutes } from '@atrium/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { registerRoute } from '../../plugins/contract-route';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import { chatFileRateRules } from './chat-files.rate-limits';
import type { ChatFilesService, ServedChatFile } from './chat-files.service';

/**
 * The file part of an upload, before its bytes are read (the service reads them, counting).
 * The parser passes at most CHAT_FILE_MAX_BYTES of it and skips the rest.
 */
async function openFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) {
    throw new AppError('request.unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: CHAT_FILE_MAX_BYTES } });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new AppError('request.multipart_invalid', 'The multipart body is malformed.');
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('validation.failed', 'The upload has no file part named "file".');
  }
  return part;
}

function contentDisposition(kind: ServedChatFile['disposition'], fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function send(reply: FastifyReply, file: ServedChatFile) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
    .send(file.stream);
}

export function chatFilesRoutes(files: ChatFilesService, limiter: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      chatRoutes.uploadFile,
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const part = await openFilePart(request);
        try {
          // The contract's access (chat.use) admits only logged-in users.
          const file = await files.upload(request.principal!, request.params.conversationId, part);
          return reply.code(201).send({ file });
        } finally {
          // A refusal before the bytes were read: let the parser skip them, so the client
          // finishes sending and reads the answer.
          part.file.resume();
        }
      },
      { onRequest: rateLimitHook(limiter, chatFileRateRules.upload) },
    );

    registerRoute(app, chatRoutes.file, async (request, reply) => {
      // Errors are not kept by any cache; a file only privately, while its link is valid.
      reply.header('cache-control', 'private, no-store');
      return send(reply, await files.open(request.params.fileId, request.query));
    });
  };
}
