import {
  captureReceiptSchema,
  cookieConsentLogPageSchema,
  cookieConsentLogQuerySchema,
  cookiePreferencesMessageSchema,
  frontEndLogMessageSchema,
} from '@atrium/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptureService } from './capture.service';
import type { CaptureKind, CaptureRateLimiter } from './capture-rate-limit.service';

/** Capture bodies are small; a larger one is refused (413) before it is read in full. */
export const CAPTURE_BODY_LIMIT_BYTES = 16 * 1024;

/** A route hook counting the request against its client's limit (before the body is read). */
export const rateLimited =
  (limiter: CaptureRateLimiter, kind: CaptureKind) => async (request: FastifyRequest) =>
    limiter.consume(kind, { ip: request.ip, principal: request.principal });

const tooMany = 'Too many requests from this client (capture.rate_limited, with Retry-After)';

export function captureRoutes(capture: CaptureService, limiter: CaptureRateLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/capture/cookiePreferences',
      {
        config: { access: 'public' },
        bodyLimit: CAPTURE_BODY_LIMIT_BYTES,
        onRequest: rateLimited(limiter, 'cookiePreferences'),
        schema: {
          tags: ['capture'],
          summary: 'Log one save of the cookie banner (anonymous visitors too)',
          description: `The user id and email of the log entry come from the access token, never from the body. ${tooMany}.`,
          // The access token is optional: it names the user where there is one.
          security: [{}, { bearer: [] }],
          body: cookiePreferencesMessageSchema,
          response: { 201: captureReceiptSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await capture.recordConsent(request.principal, request.body)),
    );

    app.get(
      '/api/capture/cookiePreferences',
      {
        config: { access: 'capture.audit' },
        schema: {
          tags: ['capture'],
          summary: 'The cookie-consent log, newest first (administrators)',
          querystring: cookieConsentLogQuerySchema,
          response: { 200: cookieConsentLogPageSchema },
        },
      },
      async (request) => capture.listConsents(request.query),
    );

    app.post(
      '/api/capture/log',
      {
        config: { access: 'capture.log' },
        bodyLimit: CAPTURE_BODY_LIMIT_BYTES,
        onRequest: rateLimited(limiter, 'log'),
        schema: {
          tags: ['capture'],
          summary: 'Store a front-end log message and write it to the server log (logged-in users)',
          description: tooMany,
          body: frontEndLogMessageSchema,
          response: { 201: captureReceiptSchema },
        },
      },
      async (request, reply) =>
        // authorize (capture.log) has made sure there is a principal.
        reply.code(201).send(await capture.recordLog(request.principal!, request.body, request.log)),
    );
  };
}
