import { asArray, asString, isRecord, type LooseRecord, recordsOf } from './loose-json.util';
import {
  type ArchitectureContext,
  type AreaInfo,
  checkTimeWindow,
  collectUniqueIds,
  unknownArea,
  unknownViewpoint,
} from './reference-context.util';
import { type IssuePath, issueAt } from './validation-issue.util';

/** The area a widget lives in; undefined for global widgets, which may appear in every area. */
type WidgetArea = AreaInfo | undefined;

/** Where a viewpoint was looked for, as an issue says it. */
const placeOf = (area: AreaInfo | undefined) =>
  area === undefined ? 'any area' : area.id === undefined ? 'this area' : `area "${area.id}"`;

function placementKind(placement: LooseRecord): '2d' | '360' | undefined {
  if ('yaw' in placement || 'pitch' in placement) return '360';
  if ('x' in placement || 'y' in placement || 'width' in placement || 'height' in placement) return '2d';
  return undefined;
}

function viewModeOfPlacement(ctx: ArchitectureContext, area: WidgetArea, viewpointId: string): unknown {
  if (area) return area.viewMode;
  const modes = new Set((ctx.viewpointOwners.get(viewpointId) ?? []).map((owner) => owner.viewMode));
  return modes.size === 1 ? [...modes][0] : undefined;
}

function checkPlacements(
  ctx: ArchitectureContext,
  widget: LooseRecord,
  path: IssuePath,
  area: WidgetArea,
): void {
  for (const [placement, index] of recordsOf(widget.placements)) {
    const placementPath = [...path, 'placements', index];
    const viewpointId = asString(placement.viewpointId);
    if (viewpointId === undefined) continue;
    if (area && !area.viewpointIds.has(viewpointId)) {
      ctx.issues.push(unknownViewpoint([...placementPath, 'viewpointId'], viewpointId, placeOf(area)));
      continue;
    }
    if (!area && !ctx.viewpointOwners.has(viewpointId)) {
      ctx.issues.push(unknownViewpoint([...placementPath, 'viewpointId'], viewpointId, 'any area'));
      continue;
    }
    const viewMode = viewModeOfPlacement(ctx, area, viewpointId);
    const kind = placementKind(placement);
    if (kind === '2d' && viewMode === 'VIEW_360D') {
      ctx.issues.push(
        issueAt(
          placementPath,
          'A 2D placement (x, y, width, height) cannot be used in a VIEW_360D area; use yaw and pitch',
          'placement_needs_360',
        ),
      );
    } else if (kind === '360' && viewMode === 'VIEW_2D') {
      ctx.issues.push(
        issueAt(
          placementPath,
          'A 360° placement (yaw, pitch) cannot be used in a VIEW_2D area; use x, y, width and height',
          'placement_needs_2d',
        ),
      );
    }
  }
}

function checkLinkTarget(
  ctx: ArchitectureContext,
  config: LooseRecord,
  path: IssuePath,
  area: WidgetArea,
): void {
  const targetAreaId = asString(config.targetAreaId);
  let targetArea: AreaInfo | undefined = area;
  if (targetAreaId !== undefined) {
    targetArea = ctx.areasById.get(targetAreaId);
    if (!targetArea) {
      ctx.issues.push(unknownArea([...path, 'targetAreaId'], targetAreaId));
      return;
    }
  }
  const targetViewpointId = asString(config.targetViewpointId);
  if (targetViewpointId === undefined) return;
  const viewpointPath = [...path, 'targetViewpointId'];
  if (targetArea) {
    if (!targetArea.viewpointIds.has(targetViewpointId)) {
      ctx.issues.push(unknownViewpoint(viewpointPath, targetViewpointId, placeOf(targetArea)));
    }
  } else if (!ctx.viewpointOwners.has(targetViewpointId)) {
    ctx.issues.push(unknownViewpoint(viewpointPath, targetViewpointId, 'any area'));
  }
}

function checkCookieProviders(ctx: ArchitectureContext, config: LooseRecord, path: IssuePath): void {
  asArray(config.cookieProviders).forEach((providerId, index) => {
    if (typeof providerId !== 'string' || ctx.cookieProviderIds.has(providerId)) return;
    ctx.issues.push(
      issueAt(
        [...path, 'cookieProviders', index],
        `No cookie provider with id "${providerId}" is defined in the architecture's cookieProviders`,
        'unknown_cookie_provider',
        { id: providerId },
      ),
    );
  });
}

function checkContentPieces(ctx: ArchitectureContext, config: LooseRecord, path: IssuePath): void {
  const piecesPath = [...path, 'contentPieces'];
  collectUniqueIds(config.contentPieces, piecesPath, 'content piece', ctx.issues);
  for (const [piece, index] of recordsOf(config.contentPieces)) {
    if (isRecord(piece.liveDiscussion)) {
      checkTimeWindow(piece.liveDiscussion, [...piecesPath, index, 'liveDiscussion'], ctx.issues);
    }
  }
}

/** Checks one widget (an area's or a global one) against the architecture it belongs to. */
export function checkWidget(
  ctx: ArchitectureContext,
  widget: LooseRecord,
  path: IssuePath,
  area: WidgetArea,
): void {
  const widgetId = asString(widget.id);
  if (widgetId !== undefined) {
    if (ctx.widgetIds.has(widgetId))
      ctx.issues.push(
        issueAt([...path, 'id'], `Duplicate widget id "${widgetId}"`, 'duplicate_id', { id: widgetId }),
      );
    ctx.widgetIds.add(widgetId);
  }
  checkPlacements(ctx, widget, path, area);
  collectUniqueIds(widget.configurations, [...path, 'configurations'], 'configuration', ctx.issues);
  for (const [config, index] of recordsOf(widget.configurations)) {
    const configPath = [...path, 'configurations', index];
    checkTimeWindow(config, configPath, ctx.issues);
    checkCookieProviders(ctx, config, configPath);
    // Not keyed on widget.type: a misspelt type is already a schema error, the targets can still be checked.
    checkLinkTarget(ctx, config, configPath, area);
    checkContentPieces(ctx, config, configPath);
  }
}
