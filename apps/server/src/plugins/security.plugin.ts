import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers and a strict Content-Security-Policy for everything the server sends.
 * helmet's middleware is built once here; @fastify/helmet rebuilds it on every request, which
 * cost a measurable share of the venue-read throughput.
 */
export function registerSecurity(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Meetings and video players of consented providers are embedded as frames.
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
