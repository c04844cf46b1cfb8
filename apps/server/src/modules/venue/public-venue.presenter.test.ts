import { type Venue, venueSchema } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { exampleVenue } from '../../testing/test-app.factory';
import { presentPublicVenue, publicFileUris } from './public-venue.presenter';

describe('presentPublicVenue', () => {
  it('keeps what the login and legal pages draw and the files they name, nothing else', () => {
    const venue = exampleVenue();
    const architecture = venue.architectures[0];
    architecture.style.faviconAssetId = 'icon-door';
    architecture.privacyNotice.push({ locale: 'fr', assetId: 'guide-pdf' });
    const presented = presentPublicVenue(venue as Venue, 7);

    expect(venueSchema.safeParse(presented).success).toBe(true);
    const [part] = presented.architectures;
    expect(part).toMatchObject({
      id: 'example-expo',
      style: architecture.style,
      impress: architecture.impress,
      privacyNotice: architecture.privacyNotice,
      cookieBannerConfig: architecture.cookieBannerConfig,
      cookieProviders: architecture.cookieProviders,
      areas: [],
      globalWidgets: [],
      icons: [],
      userProfileAttributes: [],
      floorplan: { areaPositions: [] },
    });
    expect(presented.assets.map((asset) => asset.id).sort()).toEqual(['guide-pdf', 'icon-door', 'logo']);
    expect(presented.publishInfo).toEqual({ publishedVersion: 7 });
    const text = JSON.stringify(presented);
    expect(text).not.toContain('backstage');
    expect(text).not.toContain('whereby.com');
  });

  it('names the files a visitor without a session may read: its assets and the files its texts link', () => {
    const venue = exampleVenue();
    venue.architectures[0].impress.push({
      locale: 'it',
      uri: '/backend-assets/live/example-expo/imprint.pdf',
    });
    const uris = publicFileUris(presentPublicVenue(venue as Venue, 1));
    expect(uris.sort()).toEqual([
      '/backend-assets/live/example-expo/imprint.pdf',
      '/backend-assets/live/example-expo/logo.png',
    ]);
  });
});
