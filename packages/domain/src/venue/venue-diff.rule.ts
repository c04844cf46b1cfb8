import type { Architecture } from './architecture.schema';
import { changedKeys, jsonEqual } from './json-equal.util';
import type { Venue } from './venue.schema';
import {
  type VenueChange,
  type VenueChangeKind,
  type VenueChangeSubject,
  type VenueChangeSummary,
  venueChangeKinds,
  venueChangeSubjects,
} from './venue-diff.types';
import { byId, nameOf } from './venue-diff.util';
import { areaChanges, areaName, reordered } from './venue-diff-areas.rule';

type Settings = Record<string, unknown>;
type Keyed = { id: string; name?: string; item: unknown };

/** Added, removed and changed items of two lists, matched by id, then one change if their order moved. */
function listChanges(
  subject: VenueChangeSubject,
  path: string,
  before: readonly Keyed[],
  after: readonly Keyed[],
): VenueChange[] {
  const old = byId(before, (entry) => entry.id);
  const now = byId(after, (entry) => entry.id);
  const change = (kind: VenueChangeKind, entry: Keyed): VenueChange => ({
    kind,
    subject,
    id: entry.id,
    ...(entry.name === undefined ? {} : { name: entry.name }),
    path,
  });
  const changes: VenueChange[] = [];
  for (const [id, entry] of now) {
    const was = old.get(id);
    if (!was) changes.push(change('added', entry));
    else if (!jsonEqual(was.item, entry.item)) changes.push(change('changed', entry));
  }
  for (const [id, entry] of old) if (!now.has(id)) changes.push(change('removed', entry));
  if (reordered([...old.keys()], [...now.keys()])) changes.push({ kind: 'changed', subject, path });
  return changes;
}

/** added (was empty or absent), removed (is empty or absent) or changed. */
function presence(before: unknown, after: unknown): VenueChangeKind {
  const empty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);
  if (empty(before)) return 'added';
  if (empty(after)) return 'removed';
  return 'changed';
}

const setting =
  (subject: VenueChangeSubject) =>
  (before: Architecture, after: Architecture, key: string): VenueChange[] => [
    { kind: presence((before as Settings)[key], (after as Settings)[key]), subject, path: key },
  ];

const styleChanges = (before: Architecture, after: Architecture): VenueChange[] =>
  changedKeys(before.style, after.style).map((key) => ({
    kind: presence((before.style as Settings)[key], (after.style as Settings)[key]),
    subject: 'style',
    path: `style.${key}`,
  }));

function floorplanChanges(before: Architecture, after: Architecture): VenueChange[] {
  const names = new Map([...before.areas, ...after.areas].map((area) => [area.id, areaName(area)]));
  const entries = (architecture: Architecture) =>
    architecture.floorplan.areaPositions.map((position) => ({
      id: position.areaId,
      name: names.get(position.areaId) ?? position.areaId,
      item: position,
    }));
  const changes = listChanges('navigation', 'floorplan', entries(before), entries(after));
  // A position's only field besides its area is whether it shows.
  return changes.map((change) =>
    change.kind === 'changed' && change.id ? { ...change, path: 'floorplan.visible' } : change,
  );
}

const providerChanges = (before: Architecture, after: Architecture) => {
  const entries = (architecture: Architecture) =>
    architecture.cookieProviders.map((provider) => ({
      id: provider.id,
      name: provider.name,
      item: provider,
    }));
  return listChanges('cookies', 'cookieProviders', entries(before), entries(after));
};

const attributeChanges = (before: Architecture, after: Architecture) => {
  const entries = (architecture: Architecture) =>
    architecture.userProfileAttributes.map((attribute) => ({
      id: attribute.key,
      name: nameOf(attribute.label, attribute.key),
      item: attribute,
    }));
  return listChanges('profileAttributes', 'userProfileAttributes', entries(before), entries(after));
};

function defaultAreaChange(before: Architecture, after: Architecture): VenueChange[] {
  const nameIn = (architecture: Architecture, id: string) => {
    const area = architecture.areas.find((candidate) => candidate.id === id);
    return area ? areaName(area) : id;
  };
  return [
    {
      kind: 'changed',
      subject: 'defaultArea',
      id: after.defaultAreaId,
      name: nameIn(after, after.defaultAreaId),
      previousName: nameIn(before, before.defaultAreaId),
      path: 'defaultAreaId',
    },
  ];
}

const globalWidgetOrder = (before: Architecture, after: Architecture): VenueChange[] => {
  const ids = (architecture: Architecture) => architecture.globalWidgets.map((widget) => widget.id);
  return reordered(ids(before), ids(after))
    ? [{ kind: 'changed', subject: 'widget', path: 'globalWidgets' }]
    : [];
};

type SettingDiff = (before: Architecture, after: Architecture, key: string) => VenueChange[];

/** How each architecture field is told; any other field is an `other` change at its path. */
const settingDiffs: Record<string, SettingDiff> = {
  // Areas and widgets are told by areaChanges.
  areas: () => [],
  globalWidgets: globalWidgetOrder,
  defaultAreaId: defaultAreaChange,
  globalNavigationEnabled: setting('navigation'),
  floorplan: floorplanChanges,
  style: styleChanges,
  icons: setting('style'),
  impress: setting('legal'),
  privacyNotice: setting('legal'),
  personalizedTrackingEnabled: setting('cookies'),
  cookieBannerConfig: setting('cookies'),
  cookieProviders: providerChanges,
  userProfileAttributes: attributeChanges,
};

function assetChanges(before: Venue, after: Venue): VenueChange[] {
  const entries = (venue: Venue) =>
    venue.assets.map((asset) => ({ id: asset.id, name: asset.displayName || asset.id, item: asset }));
  // The order of the asset list means nothing to a person.
  return listChanges('asset', 'assets', entries(before), entries(after)).filter((change) => change.id);
}

/** Bookkeeping of a stored or presented venue, not a change anyone made. */
const IGNORED_ROOT_KEYS = new Set(['architectures', 'assets', 'schemaVersion', 'publishInfo']);

/**
 * What changed between two versions of a venue, for a person: areas, widgets and hotspots by
 * name, then the settings (default area, navigation, style, legal texts, cookies, profile
 * attributes), assets, and any other changed field by its path. Pure; both venues validated.
 */
export function diffVenues(before: Venue, after: Venue): VenueChange[] {
  const changes: VenueChange[] = [];
  const [old, now] = [before.architectures[0], after.architectures[0]];
  if (old && now) {
    changes.push(...areaChanges(old, now));
    for (const key of changedKeys(old, now)) {
      const diff = settingDiffs[key];
      changes.push(
        ...(diff
          ? diff(old, now, key)
          : [{ kind: 'changed' as const, subject: 'other' as const, path: key }]),
      );
    }
  } else if (!jsonEqual(before.architectures, after.architectures)) {
    changes.push({ kind: 'changed', subject: 'other', path: 'architectures' });
  }
  changes.push(...assetChanges(before, after));
  for (const key of changedKeys(before, after)) {
    if (!IGNORED_ROOT_KEYS.has(key)) changes.push({ kind: 'changed', subject: 'other', path: key });
  }
  return changes;
}

/** How many changes there are, per subject and per kind (every subject and kind listed, 0 if none). */
export function summarizeChanges(changes: readonly VenueChange[]): VenueChangeSummary {
  const bySubject = Object.fromEntries(venueChangeSubjects.map((subject) => [subject, 0])) as Record<
    VenueChangeSubject,
    number
  >;
  const byKind = Object.fromEntries(venueChangeKinds.map((kind) => [kind, 0])) as Record<
    VenueChangeKind,
    number
  >;
  for (const change of changes) {
    bySubject[change.subject] += 1;
    byKind[change.kind] += 1;
  }
  return { total: changes.length, bySubject, byKind };
}
