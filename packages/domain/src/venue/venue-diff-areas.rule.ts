import type { Architecture } from './architecture.schema';
import type { Area } from './area.schema';
import type { ContentWidget } from './content-widget.schema';
import { changedKeys, jsonEqual } from './json-equal.util';
import type { Placement } from './placement.schema';
import type { VenueChange } from './venue-diff.types';
import { byId, nameOf } from './venue-diff.util';

export const areaName = (area: Area) => nameOf(area.names, area.id);

type Place = { widget: ContentWidget; area?: Area };

/** Every widget of an architecture by id, with the area it is in (none for global widgets). */
function widgetPlaces(architecture: Architecture): Map<string, Place> {
  const places: Place[] = [
    ...architecture.globalWidgets.map((widget) => ({ widget })),
    ...architecture.areas.flatMap((area) => area.contentWidgets.map((widget) => ({ widget, area }))),
  ];
  return byId(places, (place) => place.widget.id);
}

const areaOf = (place: Place) => (place.area ? { area: areaName(place.area) } : {});

/** Whether the ids both lists hold come in another order. */
export function reordered(before: readonly string[], after: readonly string[]): boolean {
  const common = new Set(after.filter((id) => before.includes(id)));
  return !jsonEqual(
    before.filter((id) => common.has(id)),
    after.filter((id) => common.has(id)),
  );
}

function byViewpoint(placements: readonly Placement[]): Map<string, Placement[]> {
  const groups = new Map<string, Placement[]>();
  for (const placement of placements) {
    groups.set(placement.viewpointId, [...(groups.get(placement.viewpointId) ?? []), placement]);
  }
  return groups;
}

const POSITION_KEYS = new Set(['x', 'y', 'yaw', 'pitch']);

/** Hotspots of one widget, matched by viewpoint and their order within it. */
function hotspotChanges(before: Place, after: Place): VenueChange[] {
  const subject = { subject: 'hotspot', id: after.widget.id, path: 'placements' } as const;
  const old = byViewpoint(before.widget.placements);
  const now = byViewpoint(after.widget.placements);
  const changes: VenueChange[] = [];
  for (const viewpointId of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(viewpointId) ?? [];
    const is = now.get(viewpointId) ?? [];
    for (let index = 0; index < Math.max(was.length, is.length); index++) {
      const [from, to] = [was[index], is[index]];
      if (from && to && jsonEqual(from, to)) continue;
      const kind = !from
        ? 'added'
        : !to
          ? 'removed'
          : changedKeys(from, to).some((key) => POSITION_KEYS.has(key))
            ? 'moved'
            : 'changed';
      const place = kind === 'removed' ? before : after;
      changes.push({ kind, ...subject, name: place.widget.name, ...areaOf(place) });
    }
  }
  return changes;
}

function widgetFieldChanges(before: Place, after: Place, moved: boolean): VenueChange[] {
  const base = { subject: 'widget', id: after.widget.id, name: after.widget.name, ...areaOf(after) } as const;
  return changedKeys(before.widget, after.widget).flatMap((key): VenueChange[] => {
    if (key === 'name') return [{ kind: 'renamed', ...base, previousName: before.widget.name }];
    // A widget moved to another area has other viewpoints: its move says it all.
    if (key === 'placements') return moved ? [] : hotspotChanges(before, after);
    return [{ kind: 'changed', ...base, path: key }];
  });
}

/** Widgets (in areas and global) added, removed, moved between areas, renamed and changed. */
function widgetChanges(before: Architecture, after: Architecture): VenueChange[] {
  const old = widgetPlaces(before);
  const now = widgetPlaces(after);
  const oldAreaIds = new Set(before.areas.map((area) => area.id));
  const newAreaIds = new Set(after.areas.map((area) => area.id));
  const changes: VenueChange[] = [];
  for (const [id, place] of now) {
    const was = old.get(id);
    if (!was) {
      // The widgets of a new area come with it.
      if (!place.area || oldAreaIds.has(place.area.id)) {
        changes.push({ kind: 'added', subject: 'widget', id, name: place.widget.name, ...areaOf(place) });
      }
      continue;
    }
    const moved = was.area?.id !== place.area?.id;
    if (moved) {
      changes.push({
        kind: 'moved',
        subject: 'widget',
        id,
        name: place.widget.name,
        ...areaOf(place),
        ...(was.area ? { previousArea: areaName(was.area) } : {}),
      });
    }
    changes.push(...widgetFieldChanges(was, place, moved));
  }
  for (const [id, place] of old) {
    if (now.has(id) || (place.area && !newAreaIds.has(place.area.id))) continue;
    changes.push({ kind: 'removed', subject: 'widget', id, name: place.widget.name, ...areaOf(place) });
  }
  return changes;
}

function areaFieldChanges(before: Area, after: Area): VenueChange[] {
  const base = { subject: 'area', id: after.id, name: areaName(after) } as const;
  return changedKeys(before, after).flatMap((key): VenueChange[] => {
    if (key === 'names' && areaName(before) !== areaName(after)) {
      return [{ kind: 'renamed', ...base, previousName: areaName(before) }];
    }
    if (key === 'contentWidgets') {
      const ids = (area: Area) => area.contentWidgets.map((widget) => widget.id);
      return reordered(ids(before), ids(after)) ? [{ kind: 'changed', ...base, path: key }] : [];
    }
    return [{ kind: 'changed', ...base, path: key }];
  });
}

/** Areas added, removed, renamed and changed; then their widgets and hotspots, and the global ones. */
export function areaChanges(before: Architecture, after: Architecture): VenueChange[] {
  const old = byId(before.areas, (area) => area.id);
  const now = byId(after.areas, (area) => area.id);
  const changes: VenueChange[] = [];
  for (const [id, area] of now) {
    const was = old.get(id);
    if (!was) changes.push({ kind: 'added', subject: 'area', id, name: areaName(area) });
    else changes.push(...areaFieldChanges(was, area));
  }
  for (const [id, area] of old) {
    if (!now.has(id)) changes.push({ kind: 'removed', subject: 'area', id, name: areaName(area) });
  }
  if (reordered([...old.keys()], [...now.keys()])) {
    changes.push({ kind: 'changed', subject: 'navigation', path: 'areas' });
  }
  return [...changes, ...widgetChanges(before, after)];
}
