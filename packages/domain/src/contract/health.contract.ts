import { healthResponseSchema, readyResponseSchema } from '../api/health.schema';
import { defineRoute } from './http-route.contract';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['health'],
    summary: 'Liveness',
    response: { 200: healthResponseSchema },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tags: ['health'],
    summary: 'Readiness: the database answers',
    response: { 200: readyResponseSchema },
  }),
} as const;
