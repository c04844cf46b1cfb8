// @vitest-environment jsdom
import { assetVariantWidths, SIGNED_ASSET_PREFIXES, type Venue } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstAttempt } from '../src/shared/assets/asset-fallback';
import { devicePixels } from '../src/shared/assets/use-asset-source';
import { areaBackgroundUri, areaBackgroundWidth } from '../src/shared/ui/area-background-uri';
import { venueFixture } from '../src/testing/guard-fixtures';
import { type AreaBackgroundOptions, earlyAreaBackground } from './early-area-background';

const options: AreaBackgroundOptions = {
  areaPath: '^/v/([^/]+)/area/([^/]+)',
  venueUrl: '/api/ui/venue?architectureId=$1',
  signUrl: '/api/ui/sign-asset-url?url=',
  signedPrefixes: SIGNED_ASSET_PREFIXES,
  variantWidths: assetVariantWidths,
};
const authorization = 'Bearer tok';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=preload][as=image]')].map((link) => link.getAttribute('href'));

describe('the start-up script on an area page', () => {
  let fetch: ReturnType<typeof vi.fn>;
  let responses: Map<string, { authorization: string; response: Promise<Response> }>;
  const runOn = (path: string, venue: Promise<Response>) => {
    window.history.replaceState(null, '', path);
    responses.set('/api/ui/venue?architectureId=expo', { authorization, response: venue });
    earlyAreaBackground(options, responses, authorization);
  };

  beforeEach(() => {
    fetch = vi.fn(async () => json({ signedUrl: '/backend-assets/live/expo/bg.w960.jpg?signature=s' }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('innerWidth', 412);
    vi.stubGlobal('devicePixelRatio', 1.75);
    responses = new Map();
    document.head.innerHTML = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs the variant the area view will draw, leaves that answer for the app and preloads the picture', async () => {
    const venue = venueFixture('expo');
    runOn('/v/expo/area/hall', Promise.resolve(json(venue)));
    await settle();

    // The same URL the app's own signing call would ask for.
    const area = venue.architectures[0]!.areas[1]!;
    const { uri } = firstAttempt(areaBackgroundUri(venue, area)!, devicePixels(areaBackgroundWidth()));
    const signHref = `/api/ui/sign-asset-url?url=${encodeURIComponent(new URL(uri, location.origin).href)}`;
    expect(uri).toBe('/backend-assets/live/expo/bg.w960.jpg');
    expect(fetch.mock.calls).toEqual([[signHref, { headers: { authorization } }]]);
    expect(responses.get(signHref)?.authorization).toBe(authorization);
    await vi.waitFor(() => expect(preloads()).toEqual(['/backend-assets/live/expo/bg.w960.jpg?signature=s']));
    // The venue answer is still unread, for the app.
    expect(await (await responses.get('/api/ui/venue?architectureId=expo')!.response).json()).toEqual(venue);
  });

  it('does nothing for an unknown area, a refused venue, a picture not of ours or without an area in the path', async () => {
    runOn('/v/expo/area/nowhere', Promise.resolve(json(venueFixture('expo'))));
    runOn('/v/expo/area/hall', Promise.resolve(json({ error: 'auth.forbidden' }, 403)));
    const elsewhere = venueFixture('expo') as Venue;
    elsewhere.assets[0]!.uri = 'https://cdn.example/bg.jpg';
    runOn('/v/expo/area/hall', Promise.resolve(json(elsewhere)));
    runOn('/v/expo/imprint', Promise.resolve(json(venueFixture('expo'))));
    runOn('/v/expo/area/hall', Promise.reject(new TypeError('Failed to fetch')));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing when the signing is refused', async () => {
    fetch.mockResolvedValueOnce(json({ error: 'auth.unauthorized' }, 401));
    runOn('/v/expo/area/hall', Promise.resolve(json(venueFixture('expo'))));
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
    expect(preloads()).toEqual([]);
  });
});
