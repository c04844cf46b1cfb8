import type { Architecture, LocalizedList, Venue } from '@atrium/domain';

/** The localized items of the login and legal pages (legal texts, cookie banner and providers). */
function publicItems(architecture: Architecture) {
  const lists: LocalizedList[] = [
    architecture.impress,
    architecture.privacyNotice,
    architecture.cookieBannerConfig?.text ?? [],
    architecture.cookieBannerConfig?.personalizedTrackingText ?? [],
    ...architecture.cookieProviders.flatMap((provider) =>
      provider.attributes.flatMap((attribute) => [attribute.key, attribute.value]),
    ),
  ];
  return lists.flat();
}

/** The assets the public part draws: logo, favicon, and files the legal and cookie texts name. */
function publicAssetIds(architecture: Architecture): string[] {
  return [
    architecture.style.logoAssetId,
    architecture.style.faviconAssetId,
    ...publicItems(architecture).map((item) => item.assetId),
  ].filter((id): id is string => id !== undefined);
}

/** Every file URI a presented public part shows: its assets and the URIs its texts link. */
export function publicFileUris(publicPart: Venue): string[] {
  return [
    ...publicPart.assets.map((asset) => asset.uri),
    ...publicPart.architectures.flatMap((architecture) =>
      publicItems(architecture).flatMap((item) => (item.uri ? [item.uri] : [])),
    ),
  ];
}

/**
 * What a caller without a session reads of a venue that requires login: what the login page and
 * the legal pages draw before login — the style and its logo and favicon, imprint and privacy
 * notice, the cookie banner and its providers. No areas (the hidden ones included), no widgets,
 * no meeting URLs, no other assets. Fields are listed one by one, so a field added to the venue
 * later stays out until it is added here.
 */
export function presentPublicVenue(venue: Venue, publishedVersion: number): Venue {
  const architectures = venue.architectures.map((architecture) => ({
    id: architecture.id,
    defaultAreaId: architecture.defaultAreaId,
    globalNavigationEnabled: false,
    personalizedTrackingEnabled: architecture.personalizedTrackingEnabled,
    cventLoginEnabled: architecture.cventLoginEnabled,
    cventEvent: null,
    style: architecture.style,
    floorplan: { areaPositions: [] },
    icons: [],
    impress: architecture.impress,
    privacyNotice: architecture.privacyNotice,
    ...(architecture.cookieBannerConfig ? { cookieBannerConfig: architecture.cookieBannerConfig } : {}),
    cookieProviders: architecture.cookieProviders,
    userProfileAttributes: [],
    globalWidgets: [],
    areas: [],
  }));
  const assetIds = new Set(venue.architectures.flatMap(publicAssetIds));
  return {
    architectures,
    assets: venue.assets.filter((asset) => assetIds.has(asset.id)),
    publishInfo: { publishedVersion },
  };
}
