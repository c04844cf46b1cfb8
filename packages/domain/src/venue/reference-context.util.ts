import { asString, type LooseRecord, recordsOf } from './loose-json.util';
import type { IssuePath, ValidationIssue } from './validation-issue.util';
import { issueAt } from './validation-issue.util';

export type AreaInfo = { id: string | undefined; viewMode: unknown; viewpointIds: Set<string> };

export type ArchitectureContext = {
  areasById: Map<string, AreaInfo>;
  /** Areas owning a viewpoint id; global widgets may be placed in any area. */
  viewpointOwners: Map<string, AreaInfo[]>;
  cookieProviderIds: Set<string>;
  widgetIds: Set<string>;
  issues: ValidationIssue[];
};

/**
 * Registers the `id` of every record in `value` and reports each repeated id at the duplicate's
 * `id` path. Returns the ids seen.
 */
export function collectUniqueIds(
  value: unknown,
  path: IssuePath,
  label: string,
  issues: ValidationIssue[],
  seen: Set<string> = new Set(),
): Set<string> {
  for (const [record, index] of recordsOf(value)) {
    const id = asString(record.id);
    if (id === undefined) continue;
    if (seen.has(id))
      issues.push(issueAt([...path, index, 'id'], `Duplicate ${label} id "${id}"`, 'duplicate_id', { id }));
    seen.add(id);
  }
  return seen;
}

export function checkTimeWindow(
  record: LooseRecord,
  path: IssuePath,
  issues: ValidationIssue[],
  beginKey = 'begin',
  endKey = 'end',
): void {
  const begin = asString(record[beginKey]);
  const end = asString(record[endKey]);
  if (begin === undefined || end === undefined) return;
  const beginMs = Date.parse(begin);
  const endMs = Date.parse(end);
  if (Number.isNaN(beginMs) || Number.isNaN(endMs)) return;
  if (beginMs >= endMs)
    issues.push(
      issueAt([...path, endKey], `${endKey} must be after ${beginKey} (${begin})`, 'end_before_begin'),
    );
}

export function unknownArea(path: IssuePath, areaId: string): ValidationIssue {
  return issueAt(path, `No area with id "${areaId}" exists in this architecture`, 'unknown_area', {
    id: areaId,
  });
}

/** `where` names the place looked in: "this area", `area "lobby"`, "any area". */
export function unknownViewpoint(path: IssuePath, viewpointId: string, where: string): ValidationIssue {
  return issueAt(path, `No viewpoint with id "${viewpointId}" exists in ${where}`, 'unknown_viewpoint', {
    id: viewpointId,
  });
}
