import type { FastifyInstance } from 'fastify';

/**
 * One access line per request, written when the answer has gone out, instead of Fastify's two
 * ("incoming request" and "request completed"): logging was a quarter of the cost of a session
 * refresh. Routes with a `logLevel` above info (the refresh, which every open tab calls) log
 * only their errors.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
