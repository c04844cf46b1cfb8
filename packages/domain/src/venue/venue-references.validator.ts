import { findAssetReferenceIssues } from './asset-references.validator';
import { asString, isRecord, type LooseRecord, recordsOf } from './loose-json.util';
import {
  type ArchitectureContext,
  type AreaInfo,
  collectUniqueIds,
  unknownArea,
  unknownViewpoint,
} from './reference-context.util';
import { type IssuePath, issueAt, type ValidationIssue } from './validation-issue.util';
import { checkWidget } from './widget-references.validator';

type AreaEntry = { area: LooseRecord; path: IssuePath; info: AreaInfo };

function collectAreas(architecture: LooseRecord, path: IssuePath, ctx: ArchitectureContext): AreaEntry[] {
  return recordsOf(architecture.areas).map(([area, index]) => {
    const areaPath = [...path, 'areas', index];
    const info: AreaInfo = {
      id: asString(area.id),
      viewMode: area.viewMode,
      viewpointIds: collectUniqueIds(area.viewPoints, [...areaPath, 'viewPoints'], 'viewpoint', ctx.issues),
    };
    if (info.id !== undefined) {
      if (ctx.areasById.has(info.id)) {
        ctx.issues.push(
          issueAt([...areaPath, 'id'], `Duplicate area id "${info.id}"`, 'duplicate_id', { id: info.id }),
        );
      } else {
        ctx.areasById.set(info.id, info);
      }
    }
    for (const viewpointId of info.viewpointIds) {
      ctx.viewpointOwners.set(viewpointId, [...(ctx.viewpointOwners.get(viewpointId) ?? []), info]);
    }
    return { area, path: areaPath, info };
  });
}

function checkAreaId(ctx: ArchitectureContext, value: unknown, path: IssuePath): void {
  const areaId = asString(value);
  if (areaId !== undefined && !ctx.areasById.has(areaId)) {
    ctx.issues.push(unknownArea(path, areaId));
  }
}

function checkArea(ctx: ArchitectureContext, { area, path, info }: AreaEntry): void {
  const defaultViewpointId = asString(area.defaultViewpointId);
  if (defaultViewpointId !== undefined && !info.viewpointIds.has(defaultViewpointId)) {
    ctx.issues.push(unknownViewpoint([...path, 'defaultViewpointId'], defaultViewpointId, 'this area'));
  }
  for (const [widget, index] of recordsOf(area.contentWidgets)) {
    checkWidget(ctx, widget, [...path, 'contentWidgets', index], info);
  }
}

function checkUserProfileAttributeKeys(
  architecture: LooseRecord,
  path: IssuePath,
  issues: ValidationIssue[],
): void {
  const keys = new Set<string>();
  for (const [attribute, index] of recordsOf(architecture.userProfileAttributes)) {
    const key = asString(attribute.key);
    if (key === undefined) continue;
    if (keys.has(key)) {
      issues.push(
        issueAt(
          [...path, 'userProfileAttributes', index, 'key'],
          `Duplicate user profile attribute "${key}"`,
          'duplicate_id',
          { id: key },
        ),
      );
    }
    keys.add(key);
  }
}

function checkArchitecture(architecture: LooseRecord, path: IssuePath, issues: ValidationIssue[]): void {
  const ctx: ArchitectureContext = {
    areasById: new Map(),
    viewpointOwners: new Map(),
    cookieProviderIds: collectUniqueIds(
      architecture.cookieProviders,
      [...path, 'cookieProviders'],
      'cookie provider',
      issues,
    ),
    widgetIds: new Set(),
    issues,
  };
  const areas = collectAreas(architecture, path, ctx);

  checkAreaId(ctx, architecture.defaultAreaId, [...path, 'defaultAreaId']);
  if (isRecord(architecture.floorplan)) {
    for (const [position, index] of recordsOf(architecture.floorplan.areaPositions)) {
      checkAreaId(ctx, position.areaId, [...path, 'floorplan', 'areaPositions', index, 'areaId']);
    }
  }
  checkUserProfileAttributeKeys(architecture, path, issues);
  for (const [widget, index] of recordsOf(architecture.globalWidgets)) {
    checkWidget(ctx, widget, [...path, 'globalWidgets', index], undefined);
  }
  for (const area of areas) checkArea(ctx, area);
}

/**
 * Cross-reference checks (ids that must exist, ids that must be unique, time windows, placement kinds).
 * Works on unvalidated input too, so it can report alongside schema errors; values of the wrong
 * type are skipped here because the schema reports them.
 */
export function findVenueReferenceIssues(venue: unknown): ValidationIssue[] {
  if (!isRecord(venue)) return [];
  const issues: ValidationIssue[] = [];
  for (const [architecture, index] of recordsOf(venue.architectures)) {
    checkArchitecture(architecture, ['architectures', index], issues);
  }
  issues.push(...findAssetReferenceIssues(venue));
  return issues;
}
