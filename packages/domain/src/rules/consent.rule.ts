import type { CookieBannerConfig, CookieProvider } from '../venue/cookie.schema';
import type { CookieConsentLevel, WidgetType } from '../venue/venue-enums.schema';
import { activeConfiguration } from './configuration-window.rule';

/** What the consent rules need of a cookie provider. */
export type ConsentProvider = Pick<CookieProvider, 'id' | 'type'>;

/** The choices stored in the browser (`cookies:{id}`), provider id → accepted; absent = no choice yet. */
export type StoredConsents = Readonly<Record<string, boolean | undefined>>;

/**
 * The consent level a venue asks for. A venue without a banner configuration has no consent
 * management: nothing asks, so it is treated as NONE (its providers are accepted) — otherwise
 * its external media would stay blocked with no way to unblock them.
 */
export function consentLevelOf(
  bannerConfig: Pick<CookieBannerConfig, 'type'> | undefined,
): CookieConsentLevel {
  return bannerConfig?.type ?? 'NONE';
}

/**
 * Spec §4: technically required providers are always accepted; the others when stored as
 * accepted, or when the banner type is NONE (no banner asks). `undefined` (no banner
 * configuration) counts as NONE, see `consentLevelOf`.
 */
export function isProviderAccepted(
  provider: ConsentProvider,
  stored: StoredConsents,
  bannerType: CookieConsentLevel | undefined,
): boolean {
  if (provider.type === 'TECHNICALLY_REQUIRED') return true;
  if ((bannerType ?? 'NONE') === 'NONE') return true;
  return stored[provider.id] === true;
}

/** The ids of the accepted providers, in the venue's order. */
export function acceptedProviderIds(
  providers: readonly ConsentProvider[],
  stored: StoredConsents,
  bannerType: CookieConsentLevel | undefined,
): string[] {
  return providers.filter((p) => isProviderAccepted(p, stored, bannerType)).map((p) => p.id);
}

/**
 * Spec §4: shown when (a venue provider has no stored choice, or the banner was opened explicitly)
 * and a banner configuration of a type other than NONE exists. On a legal page only an explicit
 * open shows it.
 */
export function shouldShowBanner(input: {
  providers: readonly ConsentProvider[];
  stored: StoredConsents;
  bannerConfig: Pick<CookieBannerConfig, 'type'> | undefined;
  explicitlyOpened: boolean;
  onLegalPage: boolean;
}): boolean {
  const { providers, stored, bannerConfig, explicitlyOpened, onLegalPage } = input;
  if (consentLevelOf(bannerConfig) === 'NONE') return false;
  if (onLegalPage) return explicitlyOpened;
  return explicitlyOpened || providers.some((p) => stored[p.id] === undefined);
}

/** "Accept all": every provider accepted, as the choices to store. */
export function acceptAll(providers: readonly ConsentProvider[]): Record<string, boolean> {
  return Object.fromEntries(providers.map((p) => [p.id, true]));
}

/**
 * The external-media checkbox: every external-media provider set to `accepted`; the other
 * choices are kept, and technically required providers stay accepted.
 */
export function setExternalMedia(
  providers: readonly ConsentProvider[],
  stored: StoredConsents,
  accepted: boolean,
): Record<string, boolean> {
  const next: Record<string, boolean> = {};
  for (const [id, value] of Object.entries(stored)) if (value !== undefined) next[id] = value;
  for (const p of providers) {
    if (p.type === 'EXTERNAL_MEDIA') next[p.id] = accepted;
    else next[p.id] = true;
  }
  return next;
}

/** The choices the banner saves: one flag per venue provider, technically required always true. */
export function consentChoices(
  providers: readonly ConsentProvider[],
  choices: StoredConsents,
): { id: string; accepted: boolean }[] {
  return providers.map((p) => ({
    id: p.id,
    accepted: p.type === 'TECHNICALLY_REQUIRED' || choices[p.id] === true,
  }));
}

/** The provider ids of `providerIds` that are not accepted, without duplicates, in their order. */
export function unacceptedProviderIds(
  providerIds: readonly string[],
  accepted: readonly string[] | ReadonlySet<string>,
): string[] {
  const acceptedSet = accepted instanceof Set ? accepted : new Set(accepted as readonly string[]);
  return [...new Set(providerIds)].filter((id) => !acceptedSet.has(id));
}

/** The widget "type" of a video background in the blocked notice. */
export const BACKGROUND_VIDEO = 'BACKGROUND_VIDEO';
export type BlockedWidgetType = WidgetType | typeof BACKGROUND_VIDEO;

export type BlockedWidgetProviders = { widgetType: BlockedWidgetType; providerIds: string[] };

type ConsentWidget = {
  type: WidgetType;
  configurations: readonly {
    begin?: string | undefined;
    end?: string | undefined;
    cookieProviders?: readonly string[] | undefined;
  }[];
};

/** The unaccepted providers of the configuration of `widget` active at `now` (none without one). */
export function blockedProviderIdsOf(
  widget: Pick<ConsentWidget, 'configurations'>,
  accepted: readonly string[] | ReadonlySet<string>,
  now: Date,
): string[] {
  const configuration = activeConfiguration(widget, now);
  return unacceptedProviderIds(configuration?.cookieProviders ?? [], accepted);
}

/**
 * Spec §4 "Blocked notice": per widget type, the unaccepted providers of each widget's active
 * configuration (area and global widgets), duplicates removed; plus the video background when
 * its providers (`videoBackgroundProviderIds`) are unaccepted. Types with nothing blocked are left out; the order is that of
 * first appearance, the background video last.
 */
export function blockedProviders(input: {
  widgets: readonly ConsentWidget[];
  backgroundVideoProviderIds?: readonly string[] | undefined;
  accepted: readonly string[] | ReadonlySet<string>;
  now: Date;
}): BlockedWidgetProviders[] {
  const byType = new Map<BlockedWidgetType, Set<string>>();
  const add = (type: BlockedWidgetType, ids: string[]) => {
    if (ids.length === 0) return;
    const set = byType.get(type) ?? new Set<string>();
    for (const id of ids) set.add(id);
    byType.set(type, set);
  };
  for (const widget of input.widgets)
    add(widget.type, blockedProviderIdsOf(widget, input.accepted, input.now));
  add(BACKGROUND_VIDEO, unacceptedProviderIds(input.backgroundVideoProviderIds ?? [], input.accepted));
  return [...byType].map(([widgetType, ids]) => ({ widgetType, providerIds: [...ids] }));
}

/**
 * Spec §4: the snackbar notice shows only when notifications are visible, the banner is not and
 * something is blocked; the inline notice (inside the banner) whenever something is blocked.
 */
export function isBlockedNoticeVisible(input: {
  mode: 'snackbar' | 'inline';
  notificationVisible: boolean;
  bannerVisible: boolean;
  blocked: readonly BlockedWidgetProviders[];
}): boolean {
  const anyBlocked = input.blocked.some((entry) => entry.providerIds.length > 0);
  if (input.mode === 'inline') return anyBlocked;
  return input.notificationVisible && !input.bannerVisible && anyBlocked;
}
