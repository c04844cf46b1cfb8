import type { ErrorBody } from '@atrium/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnstorableText } from '../db/database';
import { AppError, errorBodyOf } from './app-error';

function send(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json').send(errorBodyOf(error));
}

function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('request.malformed_json', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('request.too_large', 'The request body is larger than this server accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('request.unsupported_media_type', 'This content type is not accepted here.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(
        'request.too_many_parts',
        'The multipart body has more parts than this server accepts.',
      );
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('request.multipart_invalid', 'The multipart body has a field this server refuses.');
    default:
      return undefined;
  }
}

function toValidationError(error: FastifyError): AppError {
  const details = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }))
    : [{ path: String(error.validationContext ?? ''), message: error.message }];
  return new AppError('validation.failed', 'The request is not valid.', details);
}

/**
 * Errors of the router itself, before any route or hook (Fastify's `frameworkErrors`): a URL that
 * cannot be decoded or a path parameter over the router's length limit, in the one error shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(
      reply,
      new AppError('request.url_too_long', 'A part of the URL is longer than this server accepts.'),
    );
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, new AppError('request.bad_url', 'The URL is not valid (a bad percent-encoding).'));
  }
  reply.log.error({ err: error }, 'unhandled framework error');
  return send(reply, new AppError('internal.error', 'Something went wrong on the server.'));
}

/** Every error answer has one shape: `{ error, errMsg, details? }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    if (error.validation) return send(reply, toValidationError(error));
    if (isUnstorableText(error)) {
      return send(
        reply,
        new AppError(
          'validation.failed',
          'The request holds a character that cannot be stored (such as U+0000).',
        ),
      );
    }
    const mapped = fromFastifyError(error);
    if (mapped) return send(reply, mapped);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply
        .code(error.statusCode)
        .send({ error: 'request.invalid', errMsg: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, new AppError('internal.error', 'Something went wrong on the server.'));
  });
}
