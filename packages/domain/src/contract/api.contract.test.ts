import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessActions } from './access';
import { allHttpRoutes, httpContract } from './api.contract';

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

describe('the HTTP contract', () => {
  const routes = allHttpRoutes();

  it('declares each method and path once', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: its params schema names exactly the parameters of its path',
    (_name, route) => {
      const declared = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect(declared).toEqual(pathParams(route.path).sort());
    },
  );

  it('names a known access action, a tag and a summary for every route', () => {
    for (const route of routes) {
      expect(accessActions).toContain(route.access);
      expect(route.tags.length).toBeGreaterThan(0);
      expect(route.summary.length).toBeGreaterThan(0);
    }
  });

  it('sends bodies only with POST, PUT and PATCH, and no body with a GET or HEAD', () => {
    for (const route of routes) {
      if (route.body || route.multipart || route.form)
        expect(['POST', 'PUT', 'PATCH']).toContain(route.method);
    }
  });

  it('keeps the API under /api, except the UI configuration and the stored files', () => {
    const outside = routes.filter((route) => !route.path.startsWith('/api/')).map((route) => route.path);
    expect(outside.sort()).toEqual(['/backend-assets/:mode/:architectureId/:fileName', '/ui-config.json']);
    expect(Object.keys(httpContract).length).toBeGreaterThan(10);
  });
});
