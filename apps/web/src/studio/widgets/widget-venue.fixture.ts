import type { Asset, Venue } from '@atrium/domain';

const asset = (id: string, displayName: string, contentType?: string): Asset => ({
  id,
  uri: `/backend-assets/preview/expo/${displayName}`,
  generation: 1,
  displayName,
  alts: [],
  ...(contentType ? { contentType } : {}),
});

/** Test-only. A small valid venue for the widget editor's tests: two areas, a picture, a PDF, an audio file. */
export function widgetVenue(): Venue {
  return {
    architectures: [
      {
        id: 'expo',
        defaultAreaId: 'hall',
        globalNavigationEnabled: true,
        personalizedTrackingEnabled: false,
        cventLoginEnabled: false,
        cventEvent: null,
        style: {
          primary: '#F70041',
          secondary: '#373F60',
          accent: '#FFB300',
          error: '#F44336',
          info: '#2196F3',
          success: '#4CAF50',
          warning: '#FF9800',
          surface: '#0B1545',
          text: '#FFFFFF',
          background: '#000A33',
        },
        floorplan: { areaPositions: [{ areaId: 'hall', visible: true }] },
        icons: [],
        impress: [],
        privacyNotice: [],
        cookieProviders: [],
        userProfileAttributes: [],
        globalWidgets: [],
        areas: ['hall', 'foyer'].map((id) => ({
          id,
          names: [{ locale: 'en', text: id }],
          descriptions: [],
          viewMode: 'VIEW_2D' as const,
          defaultViewpointId: `${id}-main`,
          viewPoints: [
            { id: `${id}-main`, background: { type: 'BackgroundImage' as const, assetId: 'picture' } },
          ],
          contentWidgets: [],
        })),
      },
    ],
    assets: [
      asset('picture', 'hall.png', 'image/png'),
      asset('guide', 'guide.pdf'),
      asset('song', 'song.mp3', 'audio/mpeg'),
    ],
  };
}
