import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import type { CaptureService } from './capture.service';
import { captureRateRules } from './capture-rate-limits';

/** Capture bodies are small; a larger one is refused (413) before it is read in full. */
export const CAPTURE_BODY_LIMIT_BYTES = 16 * 1024;

export function captureRoutes(capture: CaptureService, limiter: RateLimiter): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      httpContract.capture.recordConsent,
      async (request, reply) =>
        reply.code(201).send(await capture.recordConsent(request.principal, request.body)),
      {
        bodyLimit: CAPTURE_BODY_LIMIT_BYTES,
        onRequest: rateLimitHook(limiter, captureRateRules.cookiePreferences),
      },
    );

    registerRoute(app, httpContract.capture.listConsents, (request) => capture.listConsents(request.query));

    registerRoute(
      app,
      httpContract.capture.log,
      async (request, reply) =>
        // authorize (capture.log) has made sure there is a principal.
        reply.code(201).send(await capture.recordLog(request.principal!, request.body, request.log)),
      { bodyLimit: CAPTURE_BODY_LIMIT_BYTES, onRequest: rateLimitHook(limiter, captureRateRules.log) },
    );
  };
}
