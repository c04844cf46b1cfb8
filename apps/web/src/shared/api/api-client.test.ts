// @vitest-environment jsdom
import { httpContract, type UserInfo, type Venue } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { browserServer, json } from '../../testing/browser-server';
import { useSessionStore } from '../stores/session.store';
import { callApi, headApi, requestApi, sendKeepalive, urlOf } from './api-client';
import { apiRoutes } from './api-routes';
import { ApiError } from './http-client';

beforeEach(() => useSessionStore.setState({ accessToken: 'secret-token' }));
afterEach(() => vi.unstubAllGlobals());

describe('urlOf', () => {
  it('fills path parameters and the query, each with encodeURIComponent', () => {
    expect(
      urlOf(apiRoutes.assets.download, {
        params: { architectureID: 'a b', assetID: 'x/y' },
        query: { attachment: 'false' },
      }),
    ).toBe('/api/ui/architecture/a%20b/assets/x%2Fy/download?attachment=false');
    expect(urlOf(apiRoutes.assets.signUrl, { query: { url: 'https://v.test/f (1).png?a=b' } })).toBe(
      `/api/ui/sign-asset-url?url=${encodeURIComponent('https://v.test/f (1).png?a=b')}`,
    );
    expect(urlOf(apiRoutes.venue.read, { query: { architectureId: 'demo', preview: undefined } })).toBe(
      '/api/ui/venue?architectureId=demo',
    );
    expect(urlOf(apiRoutes.auth.userInfo)).toBe('/api/userInfo');
  });

  it('refuses a missing path parameter', () => {
    // @ts-expect-error the parameters are required
    expect(() => urlOf(apiRoutes.assets.download, {})).toThrow(/architectureID/);
  });

  it('takes contract routes too', () => {
    expect(
      urlOf(httpContract.sso.samlStart, { params: { providerId: 'saml.x' }, query: { redirect: '/v/a' } }),
    ).toBe('/api/auth/saml/saml.x/start?redirect=%2Fv%2Fa');
  });
});

describe('callApi', () => {
  it('GETs with the bearer token and answers the typed result', async () => {
    const info = { userId: 'u1', email: 'jane@example.com' };
    const server = browserServer({ 'GET /api/userInfo': () => json(info) });
    const answer = await callApi(apiRoutes.auth.userInfo);
    expectTypeOf(answer).toEqualTypeOf<UserInfo>();
    expect(answer).toEqual(info);
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer secret-token');
    expect(server.requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends the query of the route', async () => {
    const server = browserServer({ 'GET /api/ui/venue': () => json({ id: 'venue' }) });
    const venue = await callApi(apiRoutes.venue.read, { query: { architectureId: 'my venue' } });
    expectTypeOf(venue).toEqualTypeOf<Venue>();
    expect(new URL(server.requests[0]!.url).search).toBe('?architectureId=my%20venue');
  });

  it('POSTs the body as JSON, with the options given (headers)', async () => {
    const server = browserServer({ 'POST /api/auth/login': () => json({ accessToken: 't' }) });
    const body = { email: 'jane@example.com', password: 'secret-password' };
    const answer = await callApi(apiRoutes.auth.login, { body }, { headers: { 'x-visitor-id': 'v' } });
    expect(answer).toEqual({ accessToken: 't' });
    expect(await server.requests[0]!.json()).toEqual(body);
    expect(server.requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(server.requests[0]!.headers.get('x-visitor-id')).toBe('v');
  });

  it('answers undefined for 204 and sends DELETE', async () => {
    const server = browserServer({
      'POST /api/auth/logout': () => json(null, 204),
      'DELETE /api/userProfile/architecture/expo/userProfile/avatar': () => json({ userId: 'u1' }),
    });
    expect(await callApi(apiRoutes.session.logout)).toBeUndefined();
    expect(await callApi(apiRoutes.userProfile.removeAvatar, { params: { architectureId: 'expo' } })).toEqual(
      {
        userId: 'u1',
      },
    );
    expect(server.calls()).toEqual([
      'POST /api/auth/logout',
      'DELETE /api/userProfile/architecture/expo/userProfile/avatar',
    ]);
  });

  it('throws ApiErrors with the error id, message and code of the answer', async () => {
    browserServer({
      'POST /api/auth/password-reset/confirm': () =>
        json({ error: 'auth.reset_token_invalid', errMsg: 'The link is no longer valid.' }, 400),
    });
    const failure = await callApi(apiRoutes.passwordReset.confirm, {
      body: { token: 't', password: 'long-enough-password' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'PROCESSING_ERROR',
      status: 400,
      errorId: 'auth.reset_token_invalid',
      message: 'The link is no longer valid.',
    });
  });

  it('throws NOT_REACHABLE when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi(apiRoutes.session.refresh)).rejects.toMatchObject({ code: 'NOT_REACHABLE' });
  });

  it('leaves file uploads to uploadFile', async () => {
    await expect(
      // @ts-expect-error a multipart route has no JSON body
      callApi(apiRoutes.userProfile.avatar, { params: { architectureId: 'expo' }, body: {} }),
    ).rejects.toThrow(/uploadFile/);
  });

  it('checks its input against the contract at compile time', () => {
    const typeOnly = () => {
      // @ts-expect-error the route's body is required
      void callApi(apiRoutes.auth.login);
      // @ts-expect-error a body of another shape
      void callApi(apiRoutes.auth.login, { body: { mail: 'x' } });
      // @ts-expect-error the path parameter is required
      void callApi(apiRoutes.userProfile.get, { params: { architectureId: 'expo' } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});

describe('requestApi, headApi and sendKeepalive', () => {
  it('answer the response itself, a HEAD of a GET route, and a kept-alive call', async () => {
    const server = browserServer({
      'HEAD /api/venue': () => new Response(null, { status: 200 }),
      'HEAD /api/ui/architecture/expo/assets/a1/download': () =>
        new Response(null, { status: 200, headers: { 'content-length': '42' } }),
      'POST /api/capture/analytics': () => json({}, 202),
    });
    expect((await requestApi(apiRoutes.venue.check)).status).toBe(200);
    const head = await headApi(apiRoutes.assets.download, {
      params: { architectureID: 'expo', assetID: 'a1' },
    });
    expect(head.headers.get('content-length')).toBe('42');
    const event = {
      category: 'widget',
      action: 'open',
      name: 'x',
      architectureId: 'expo',
      visitorId: '2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f',
      personalized: false,
    } as const;
    await sendKeepalive(apiRoutes.analytics.record, { body: event });
    expect(server.calls()).toEqual([
      'HEAD /api/venue',
      'HEAD /api/ui/architecture/expo/assets/a1/download',
      'POST /api/capture/analytics',
    ]);
    expect(server.requests[2]!.keepalive).toBe(true);
  });

  it('sendKeepalive swallows failures', async () => {
    const server = browserServer({});
    await expect(
      sendKeepalive(apiRoutes.analytics.record, {
        body: {
          category: 'area',
          action: 'view',
          name: 'x',
          architectureId: 'expo',
          visitorId: '2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f',
          personalized: false,
        },
      }),
    ).resolves.toBeUndefined();
    expect(server.calls()).toEqual(['POST /api/capture/analytics']);
  });
});
