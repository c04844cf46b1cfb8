import type { Asset, Venue } from '@atrium/domain';

/** The theme a new venue starts with: the product's own colours (spec §9). */
export const starterStyle = {
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
};

/** An id from a name: lower-case letters, digits and dashes (`Main Hall` → `main-hall`). */
export function idFromName(name: string, fallback = 'area'): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return id || fallback;
}

/** An id not in `taken`: the base, else the base with the first free number (`hall-2`). */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type NewVenueInput = {
  architectureId: string;
  areaName: string;
  locale: string;
  /** The first area's picture, uploaded already. */
  background: Asset;
};

/** The smallest valid venue: one 2D area on the uploaded picture, shown in the navigation. */
export function newVenue({ architectureId, areaName, locale, background }: NewVenueInput): Venue {
  const areaId = idFromName(areaName);
  return {
    architectures: [
      {
        id: architectureId,
        defaultAreaId: areaId,
        globalNavigationEnabled: true,
        personalizedTrackingEnabled: false,
        cventLoginEnabled: false,
        cventEvent: null,
        style: { ...starterStyle },
        floorplan: { areaPositions: [{ areaId, visible: true }] },
        icons: [],
        impress: [],
        privacyNotice: [],
        cookieProviders: [],
        userProfileAttributes: [],
        globalWidgets: [],
        areas: [
          {
            id: areaId,
            names: [{ locale, text: areaName }],
            descriptions: [],
            viewMode: 'VIEW_2D',
            defaultViewpointId: 'main',
            viewPoints: [{ id: 'main', background: { type: 'BackgroundImage', assetId: background.id } }],
            contentWidgets: [],
          },
        ],
      },
    ],
    assets: [background],
  };
}
