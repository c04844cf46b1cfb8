import { readFileSync } from 'node:fs';
import { uiConfigSchema } from '@atrium/domain';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The origin of the analytics tracker named in the UI config, which the policy must let the
 * page load its script from and send to. Read at start: a new tracker needs a restart.
 */
export function trackerOrigin(uiConfigFile: string): string | undefined {
  try {
    const config = uiConfigSchema.safeParse(JSON.parse(readFileSync(uiConfigFile, 'utf8')));
    const url = config.success ? config.data.analytics?.trackerUrl : undefined;
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Security headers and a strict Content-Security-Policy for everything the server sends.
 * helmet's middleware is built once here; @fastify/helmet rebuilds it on every request, which
 * cost a measurable share of the venue-read throughput.
 */
export function registerSecurity(app: FastifyInstance, options: { trackerOrigin?: string } = {}) {
  const tracker = options.trackerOrigin ? [options.trackerOrigin] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tracker],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tracker],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tracker],
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
