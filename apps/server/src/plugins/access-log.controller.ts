import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access line per request, written when the answer has gone out, instead of Fastify's two
 * ("incoming request" with every header, and "request completed"): logging was a quarter of the
 * cost of a session refresh. Routes with a `logLevel` above info (the refresh, which every open
 * tab calls) log only their errors.
 */
export class AccessLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
