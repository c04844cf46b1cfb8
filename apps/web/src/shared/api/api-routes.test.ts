import { allHttpRoutes, httpContract } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api-routes';
import { clientRoutesOf } from './client-routes';

describe('the routes the web app calls', () => {
  it('are every route of the contract, with its method and path', () => {
    const flat = Object.values(apiRoutes).flatMap((group) => Object.values(group));
    expect(flat.map(({ method, path }) => `${method} ${path}`)).toEqual(
      allHttpRoutes().map(({ method, path }) => `${method} ${path}`),
    );
    expect(apiRoutes.auth.login).toEqual({ method: 'POST', path: '/api/auth/login' });
    expect(apiRoutes.userProfile.avatar).toEqual({
      method: 'POST',
      path: httpContract.userProfile.avatar.path,
      multipart: true,
    });
  });

  it('carry no schemas, so JSON holds them whole (as the build inlines them)', () => {
    expect(JSON.parse(JSON.stringify(apiRoutes))).toEqual(apiRoutes);
    expect(clientRoutesOf({ g: { r: httpContract.venue.read } })).toEqual({
      g: { r: { method: 'GET', path: '/api/ui/venue' } },
    });
  });
});
