import type { DemoAsset } from './demo-assets';
import { demoAssets } from './demo-assets';
import { auditoriumArea, backstageArea, lobbyArea, loungeArea } from './demo-venue-areas';
import { expoHallArea } from './demo-venue-expo';
import {
  DEMO_COOKIE_BANNER,
  DEMO_COOKIE_PROVIDERS,
  DEMO_GLOBAL_WIDGETS,
  DEMO_ICONS,
  DEMO_IMPRESS,
  DEMO_PRIVACY_NOTICE,
  DEMO_STYLE,
  DEMO_USER_PROFILE_ATTRIBUTES,
} from './demo-venue-settings';

export const DEMO_ARCHITECTURE_ID = 'atrium-demo';

/**
 * The "Atrium Summit" venue JSON; `assetUri` decides where each generated asset is served from,
 * `seed` is the time it is seeded at (the media board's live discussions are set relative to it).
 */
export function buildDemoVenue(assetUri: (asset: DemoAsset) => string, seed = new Date()): unknown {
  return {
    architectures: [
      {
        id: DEMO_ARCHITECTURE_ID,
        defaultAreaId: 'lobby',
        globalNavigationEnabled: true,
        personalizedTrackingEnabled: true,
        cventLoginEnabled: false,
        cventEvent: null,
        style: DEMO_STYLE,
        floorplan: {
          areaPositions: [
            { areaId: 'lobby', visible: true },
            { areaId: 'auditorium', visible: true },
            { areaId: 'expo-hall', visible: true },
            { areaId: 'lounge', visible: true },
            { areaId: 'backstage', visible: false },
          ],
        },
        icons: DEMO_ICONS,
        impress: DEMO_IMPRESS,
        privacyNotice: DEMO_PRIVACY_NOTICE,
        cookieBannerConfig: DEMO_COOKIE_BANNER,
        cookieProviders: DEMO_COOKIE_PROVIDERS,
        userProfileAttributes: DEMO_USER_PROFILE_ATTRIBUTES,
        globalWidgets: DEMO_GLOBAL_WIDGETS,
        areas: [lobbyArea(), auditoriumArea(), expoHallArea(seed), loungeArea(), backstageArea()],
      },
    ],
    assets: demoAssets.map((asset) => ({
      id: asset.id,
      uri: assetUri(asset),
      generation: 1,
      displayName: asset.displayName,
      alts: asset.alts,
    })),
  };
}
