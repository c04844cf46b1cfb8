import { type CookieProvider, type Venue, validateVenue } from '@atrium/domain';

const link = (id: string, providers: string[][]) => ({
  id,
  name: `Widget ${id}`,
  type: 'LINK',
  placements: [],
  configurations: providers.map((cookieProviders, index) => ({
    id: `${id}-${index + 1}`,
    name: `Configuration ${index + 1}`,
    cookieProviders,
    targetAreaId: 'hall',
    linkOpeningMode: 'EMBEDDED',
  })),
});

export const providerFixture = (id: string): CookieProvider => ({
  id,
  name: id,
  type: 'EXTERNAL_MEDIA',
  defaultProvider: false,
  attributes: [],
});

/** A valid venue: providers `vimeo`, `whereby`, `maps`; widgets naming them globally and in the hall. */
export function cookiesVenue(): Venue {
  const result = validateVenue({
    architectures: [
      {
        id: 'expo',
        defaultAreaId: 'hall',
        style: Object.fromEntries(
          [
            'primary',
            'secondary',
            'accent',
            'error',
            'info',
            'success',
            'warning',
            'surface',
            'text',
            'background',
          ].map((name) => [name, '#336699']),
        ),
        cookieProviders: [providerFixture('vimeo'), providerFixture('whereby'), providerFixture('maps')],
        globalWidgets: [link('help', [['whereby'], ['vimeo', 'whereby']])],
        areas: [
          {
            id: 'hall',
            names: [{ locale: 'en', text: 'Main hall' }],
            viewMode: 'VIEW_2D',
            defaultViewpointId: 'main',
            viewPoints: [{ id: 'main', background: { type: 'BackgroundImage', assetId: 'bg' } }],
            contentWidgets: [link('stage', [['vimeo'], []]), link('map', [['maps', 'vimeo']])],
          },
        ],
      },
    ],
    assets: [
      { id: 'bg', uri: '/backend-assets/live/expo/bg.jpg', generation: 1, displayName: 'bg', alts: [] },
    ],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.venue;
}
