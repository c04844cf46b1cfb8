import { allHttpRoutes, defineRoute } from '@atrium/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthentication } from '../modules/auth/auth.plugin';
import type { SessionGuard } from '../modules/auth/session-guard.service';
import type { TokenService } from '../modules/auth/token.service';
import { routeTable } from '../testing/route-table';
import { createTestApp, type TestApp } from '../testing/test-app.factory';
import { registerRoute } from './contract-route';

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the server and the domain contract', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('sqlite');
    await app.ready();
  });
  afterAll(() => app.cleanup());

  it('registers every route of the contract, and each appears in the OpenAPI document', async () => {
    const registered = new Set(routeTable(app).map((route) => key(route.method, route.url)));
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const contract = allHttpRoutes();
    expect(contract.length).toBeGreaterThan(35);
    const missing = contract.filter((route) => !registered.has(key(route.method, route.path)));
    expect(missing.map((route) => key(route.method, route.path))).toEqual([]);
    const undocumented = contract.filter(
      (route) =>
        document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]?.summary !== route.summary,
    );
    expect(undocumented.map((route) => key(route.method, route.path))).toEqual([]);
  });

  it('registers no /api route that is not in the contract (HEAD beside GET aside)', () => {
    const declared = new Set(allHttpRoutes().map((route) => key(route.method, route.path)));
    const extra = routeTable(app).filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        !declared.has(key(route.method, route.url)) &&
        !(route.method === 'HEAD' && declared.has(key('GET', route.url))),
    );
    expect(extra).toEqual([]);
  });

  it('refuses to start with an /api route outside the contract', async () => {
    const bare = Fastify();
    registerAuthentication(bare, {} as TokenService, {} as SessionGuard);
    expect(() => bare.get('/api/undeclared', { config: { access: 'public' } }, async () => ({}))).toThrow(
      /not in the domain contract/,
    );
    expect(() => bare.get('/api/no-access', async () => ({}))).toThrow(/config\.access/);
    registerRoute(
      bare,
      defineRoute({
        method: 'GET',
        path: '/api/declared',
        access: 'public',
        tags: ['t'],
        summary: 's',
        response: {},
      }),
      () => undefined,
    );
    expect(() => bare.get('/outside-api', async () => ({}))).not.toThrow();
    await bare.close();
  });
});
