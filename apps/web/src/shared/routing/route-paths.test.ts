import { describe, expect, it } from 'vitest';
import { paths, pathTo, type RouteTarget, resolveTarget, routeNames, routeTable } from './route-paths';

const resolve = (path: string) => resolveTarget(new URL(path, 'https://venue.example'));
const nameOf = (path: string) => (resolve(path) as RouteTarget).name;

describe('route table', () => {
  it('resolves every named route of spec §2.1, and anything else to the default area', () => {
    expect(nameOf('/work-in-progress')).toBe('WorkInProgress');
    expect(nameOf('/login')).toBe('login');
    expect(nameOf('/login/reset-password')).toBe('resetPassword');
    expect(nameOf('/v/demo')).toBe('ArchitectureView');
    expect(nameOf('/v/demo/imprint')).toBe('imprint');
    expect(nameOf('/v/demo/privacy-policy')).toBe('privacyPolicy');
    expect(nameOf('/v/demo/area')).toBe('Area');
    expect(nameOf('/v/demo/area/lobby')).toBe('Area');
    expect(nameOf('/v/demo/area-whereby-meeting/a/w/c')).toBe('AreaWherebyMeeting');
    expect(nameOf('/')).toBe('FallbackToDefaultArea');
    expect(nameOf('/v/demo/area/lobby/more')).toBe('FallbackToDefaultArea');
  });

  it('carries parameters, query and whether a login is needed', () => {
    const target = resolve('/v/my-venue/area/hall?lang=de') as RouteTarget;
    expect(target).toMatchObject({
      name: 'Area',
      params: { architectureId: 'my-venue', areaId: 'hall' },
      fullPath: '/v/my-venue/area/hall?lang=de',
      requiresAuth: true,
    });
    expect(target.query.get('lang')).toBe('de');
    expect((resolve('/v/demo/imprint') as RouteTarget).requiresAuth).toBe(false);
    expect((resolve('/login') as RouteTarget).requiresAuth).toBe(false);
  });

  it('redirects the legacy link shapes, keeping the query', () => {
    expect(resolve('/demo/area/lobby?x=1')).toEqual({ legacyRedirect: '/v/demo/area/lobby?x=1' });
    expect(resolve('/demo/imprint')).toEqual({ legacyRedirect: '/v/demo/imprint' });
    expect(resolve('/demo/privacy-policy')).toEqual({ legacyRedirect: '/v/demo/privacy-policy' });
  });

  it('builds links from the same paths, percent-encoding each parameter', () => {
    expect(paths.workInProgress()).toBe('/work-in-progress');
    expect(paths.workInProgress('/v/a?b=1')).toBe('/work-in-progress?redirect=%2Fv%2Fa%3Fb%3D1');
    expect(paths.login()).toBe('/login');
    expect(paths.login('/v/a')).toBe('/login?redirect=%2Fv%2Fa');
    expect(paths.architecture('a b')).toBe('/v/a%20b');
    expect(paths.area('a', 'x/y')).toBe('/v/a/area/x%2Fy');
    expect(paths.area('a')).toBe('/v/a/area');
    expect(paths.area('a', '')).toBe('/v/a/area');
    expect(paths.imprint('a')).toBe('/v/a/imprint');
    expect(paths.privacyPolicy('a')).toBe('/v/a/privacy-policy');
    expect(paths.meeting('a', 'b', 'c', 'd?')).toBe('/v/a/area-whereby-meeting/b/c/d%3F');
  });

  it('resolves every link it builds back to its route and parameters', () => {
    const params = { architectureId: 'atrium-demo', areaId: 'lobby_1', widgetId: 'w', configId: 'c' };
    for (const name of routeNames.filter((n) => n !== 'FallbackToDefaultArea')) {
      const target = resolve(pathTo(name, params)) as RouteTarget;
      expect(target.name).toBe(name);
      for (const key of Object.keys(target.params)) {
        expect(target.params[key]).toBe(params[key as keyof typeof params]);
      }
    }
  });

  it('keeps the catch-all last', () => {
    expect(routeNames.at(-1)).toBe('FallbackToDefaultArea');
    expect(routeTable.FallbackToDefaultArea.path).toBe('*');
  });
});
