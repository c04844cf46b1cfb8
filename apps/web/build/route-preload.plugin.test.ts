// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyResponses } from '../src/shared/api/early-responses';
import { type EarlyFetchOptions, preloadScript } from './route-preload.plugin';

const early: EarlyFetchOptions = {
  fetches: [
    { path: '^/v/([^/]+)', url: '/api/userInfo' },
    { path: '^/v/([^/]+)', url: '/api/ui/venue?architectureId=$1' },
  ],
  tokenStorageKey: 'atrium:session',
  responsesGlobal: 'atriumEarlyResponses',
};
const chunks = { '/login': ['/assets/login-abc.js'] };

/** Runs the generated script on `path`, as index.html would. */
const runOn = (path: string) => {
  window.history.replaceState(null, '', path);
  new Function(preloadScript(chunks, early))();
};
const responses = () =>
  (window as unknown as Record<string, EarlyResponses | undefined>).atriumEarlyResponses;

describe('the start-up script', () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    sessionStorage.clear();
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>).atriumEarlyResponses;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts the route's modules on a path of the map, and nothing elsewhere", () => {
    runOn('/login/');
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/login-abc.js']);
    document.head.innerHTML = '';
    runOn('/v/atrium-demo/area/lobby');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it("sends a logged-in visitor's first calls in a venue with the stored token, for the app to take", () => {
    sessionStorage.setItem('atrium:session', JSON.stringify({ state: { accessToken: 'tok' }, version: 0 }));
    runOn('/v/atrium%20demo/area/lobby');
    const urls = ['/api/userInfo', '/api/ui/venue?architectureId=atrium%20demo'];
    expect(fetch.mock.calls).toEqual(urls.map((url) => [url, { headers: { authorization: 'Bearer tok' } }]));
    expect([...(responses()?.keys() ?? [])]).toEqual(urls);
    expect(responses()?.get(urls[1]!)?.authorization).toBe('Bearer tok');
  });

  it('on an area page, signs and preloads its background once the venue is there (the function runs serialized)', async () => {
    const venue = {
      assets: [{ id: 'bg', uri: '/backend-assets/live/expo/bg.jpg' }],
      architectures: [
        {
          areas: [
            { id: 'hall', viewPoints: [{ id: 'v', background: { type: 'BackgroundImage', assetId: 'bg' } }] },
          ],
        },
      ],
    };
    fetch.mockImplementation(async (url: string) =>
      Response.json(url.startsWith('/api/ui/venue') ? venue : { signedUrl: '/signed.jpg' }),
    );
    sessionStorage.setItem('atrium:session', JSON.stringify({ state: { accessToken: 'tok' }, version: 0 }));
    window.history.replaceState(null, '', '/v/expo/area/hall');
    new Function(
      preloadScript(chunks, {
        ...early,
        areaBackground: {
          areaPath: '^/v/([^/]+)/area/([^/]+)',
          venueUrl: '/api/ui/venue?architectureId=$1',
          signUrl: '/api/ui/sign-asset-url?url=',
          signedPrefixes: ['/backend-assets/live/'],
          variantWidths: [480, 960],
        },
      }),
    )();
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe('/signed.jpg'),
    );
    expect(fetch.mock.calls.at(-1)?.[0]).toMatch(/^\/api\/ui\/sign-asset-url\?url=.*bg\.w(480|960)\.jpg$/);
  });

  it('sends nothing without a token or on other pages, and no venue call for an id that cannot be decoded', () => {
    runOn('/v/atrium-demo/area/lobby');
    sessionStorage.setItem('atrium:session', JSON.stringify({ state: { accessToken: 'tok' }, version: 0 }));
    runOn('/login');
    runOn('/v/%E0%A4%A/area/lobby');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/userInfo']);
  });
});
