import type { AttendeeEntry } from '@atrium/domain';
import type { PresenceRecord } from './presence-record';

/** Whose eyes a page is for: attendees see listed entries, administrators all, an unlisted attendee also themself. */
export type Audience = { kind: 'all' } | { kind: 'admin' } | { kind: 'self'; uid: string };

/**
 * What part of the list a page shows: one area or all, the attendees of one company (lower-case;
 * `''` matches nobody: a caller without a company shares it with no one), a name search
 * (lower-case substring), and a window of the list sorted by name.
 */
export type ViewFilter = {
  areaId: string | null;
  company: string | null;
  query: string;
  offset: number;
  limit: number;
};

export type PageContent = {
  total: number;
  offset: number;
  entries: AttendeeEntry[];
  counts: Record<string, number>;
};

type Held = PresenceRecord & { nameLower: string; companyLower: string };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a: Held, b: Held) =>
  collator.compare(a.entry.name, b.entry.name) ||
  (a.entry.uid < b.entry.uid ? -1 : a.entry.uid > b.entry.uid ? 1 : 0);

/** Where `held` belongs in the sorted list (its index when present). */
function positionOf(list: Held[], held: Held): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byName(list[middle]!, held) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const insertSorted = (list: Held[], held: Held) => list.splice(positionOf(list, held), 0, held);

function removeSorted(list: Held[], held: Held) {
  const index = positionOf(list, held);
  if (list[index] === held) list.splice(index, 1);
}

const bump = (counts: Map<string, number>, areaId: string, by: number) => {
  const next = (counts.get(areaId) ?? 0) + by;
  if (next > 0) counts.set(areaId, next);
  else counts.delete(areaId);
};

/**
 * The presence of one scope as one node holds it: every attendee's record, kept sorted by name
 * overall and per area, with the number of attendees per area. A move that changes no name only
 * moves the record between two area lists; a page is one pass over the list it filters.
 */
export class PresenceScopeState {
  /** The scope's change counter this state reflects. */
  seq = 0;
  private readonly records = new Map<string, Held>();
  private readonly sorted: Held[] = [];
  private readonly byArea = new Map<string, Held[]>();
  private readonly listedCounts = new Map<string, number>();
  private readonly allCounts = new Map<string, number>();

  get size() {
    return this.records.size;
  }

  get(uid: string): PresenceRecord | undefined {
    return this.records.get(uid);
  }

  /** Every record (the reaper looks for those of dead nodes). */
  all(): Iterable<PresenceRecord> {
    return this.records.values();
  }

  /** Puts (record) or removes (null) one attendee's record. */
  set(uid: string, record: PresenceRecord | null) {
    const old = this.records.get(uid);
    if (old) this.detach(old);
    if (!record) return;
    const held: Held = {
      ...record,
      nameLower: record.entry.name.toLowerCase(),
      companyLower: record.entry.company.trim().toLowerCase(),
    };
    this.records.set(uid, held);
    insertSorted(this.sorted, held);
    let area = this.byArea.get(held.entry.areaId);
    if (!area) {
      area = [];
      this.byArea.set(held.entry.areaId, area);
    }
    insertSorted(area, held);
    bump(this.allCounts, held.entry.areaId, 1);
    if (held.listed) bump(this.listedCounts, held.entry.areaId, 1);
  }

  /** Replaces everything (a snapshot loaded from the shared store). */
  reset(records: Iterable<PresenceRecord>, seq: number) {
    for (const uid of [...this.records.keys()]) this.set(uid, null);
    for (const record of records) this.set(record.entry.uid, record);
    this.seq = seq;
  }

  /** Attendees per area as the audience may count them. */
  counts(audience: Audience): Record<string, number> {
    const counts = Object.fromEntries(audience.kind === 'admin' ? this.allCounts : this.listedCounts);
    if (audience.kind === 'self') {
      const own = this.records.get(audience.uid);
      if (own && !own.listed) counts[own.entry.areaId] = (counts[own.entry.areaId] ?? 0) + 1;
    }
    return counts;
  }

  /** The window of the filtered list, its length and the area counts. */
  page(filter: ViewFilter, audience: Audience): PageContent {
    const list = filter.areaId === null ? this.sorted : (this.byArea.get(filter.areaId) ?? []);
    const end = filter.offset + filter.limit;
    const entries: AttendeeEntry[] = [];
    let total = 0;
    if (filter.company !== '') {
      for (const held of list) {
        if (
          !held.listed &&
          audience.kind !== 'admin' &&
          !(audience.kind === 'self' && audience.uid === held.entry.uid)
        ) {
          continue;
        }
        if (filter.company !== null && held.companyLower !== filter.company) continue;
        if (filter.query && !held.nameLower.includes(filter.query)) continue;
        if (total >= filter.offset && total < end) entries.push(held.entry);
        total += 1;
      }
    }
    return { total, offset: filter.offset, entries, counts: this.counts(audience) };
  }

  private detach(held: Held) {
    this.records.delete(held.entry.uid);
    removeSorted(this.sorted, held);
    const area = this.byArea.get(held.entry.areaId);
    if (area) {
      removeSorted(area, held);
      if (area.length === 0) this.byArea.delete(held.entry.areaId);
    }
    bump(this.allCounts, held.entry.areaId, -1);
    if (held.listed) bump(this.listedCounts, held.entry.areaId, -1);
  }
}
