import { uiConfigSchema } from '../api/ui-config.schema';
import { defineRoute } from './http-route.contract';

export const uiConfigRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/ui-config.json',
    access: 'public',
    tags: ['ui-config'],
    summary: "The deployment's UI configuration, with its defaults filled in",
    description:
      'A file next to index.html (or UI_CONFIG_FILE) that operators may replace without a rebuild; read and validated on each request, no-cache with an ETag (304 on If-None-Match). Missing: 404 route.not_found; invalid: config.invalid.',
    response: { 200: uiConfigSchema },
  }),
} as const;
