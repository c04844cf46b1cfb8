import type {
  Architecture,
  Area,
  Background,
  BackgroundType,
  ContentWidget,
  Placement,
  ViewMode,
} from '@atrium/domain';
import { idFromName, uniqueId } from '../overview/new-venue';
import { boxAround, centreOf, directionAt, pointOf } from './hotspot-geometry';

/*
 * Changes of the draft's areas, as recipes for `useDraftStore.edit` (they mutate the copy they
 * are given). Each keeps what the venue validator checks consistent where it can (default area,
 * default viewpoint, floorplan, placements); what it cannot decide (a door's target) is left
 * for the validator to report.
 */

export type NewArea = {
  id: string;
  name: string;
  /** The content language the name is in. */
  locale: string;
  viewMode: ViewMode;
  background: Background;
};

/** Every viewpoint id of the architecture: a new viewpoint's id must not be one of them. */
function viewpointIds(architecture: Architecture): string[] {
  return architecture.areas.flatMap((area) => area.viewPoints.map((viewpoint) => viewpoint.id));
}

/** An unused area id from a name (`Main Hall` → `main-hall`, or `main-hall-2` when taken). */
export function areaIdFor(architecture: Architecture, name: string): string {
  return uniqueId(
    idFromName(name),
    architecture.areas.map((area) => area.id),
  );
}

/** Area ids appear in the venue's URLs: letters, digits, - and _ keep them readable there. */
export const AREA_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Why an id cannot be a new area's: missing, not URL-friendly, or another area's already. */
export function areaIdProblem(
  architecture: Architecture,
  id: string,
): 'empty' | 'format' | 'taken' | undefined {
  if (id === '') return 'empty';
  if (!AREA_ID_PATTERN.test(id)) return 'format';
  return architecture.areas.some((area) => area.id === id) ? 'taken' : undefined;
}

/** Adds the area with one viewpoint on the background, shown in the navigation; returns it. */
export function addArea(architecture: Architecture, input: NewArea): Area {
  const viewpointId = uniqueId(`${input.id}-main`, viewpointIds(architecture));
  const area: Area = {
    id: input.id,
    names: input.name === '' ? [] : [{ locale: input.locale, text: input.name }],
    descriptions: [],
    viewMode: input.viewMode,
    defaultViewpointId: viewpointId,
    viewPoints: [{ id: viewpointId, background: input.background }],
    contentWidgets: [],
  };
  architecture.areas.push(area);
  architecture.floorplan.areaPositions.push({ areaId: input.id, visible: true });
  return area;
}

/** The widgets whose doors lead into the area: removing it leaves them without a target. */
export function widgetsLinkingTo(architecture: Architecture, areaId: string): ContentWidget[] {
  const widgets = [
    ...architecture.globalWidgets,
    ...architecture.areas.flatMap((area) => area.contentWidgets),
  ];
  return widgets.filter(
    (widget) =>
      widget.type === 'LINK' &&
      widget.configurations.some((configuration) => configuration.targetAreaId === areaId),
  );
}

/** Drops the placements of global widgets on these viewpoints (their areas' own widgets go with the area). */
function unplaceGlobalWidgets(architecture: Architecture, viewpoints: ReadonlySet<string>): void {
  for (const widget of architecture.globalWidgets) {
    widget.placements = widget.placements.filter((placement) => !viewpoints.has(placement.viewpointId));
  }
}

/**
 * Removes the area, its floorplan position and the global widgets' hotspots on its viewpoints.
 * The last area is kept (a venue needs one); a removed default area hands that role to the
 * first area left. Returns whether the area was removed.
 */
export function removeArea(architecture: Architecture, areaId: string): boolean {
  const area = architecture.areas.find((candidate) => candidate.id === areaId);
  if (!area || architecture.areas.length < 2) return false;
  architecture.areas = architecture.areas.filter((candidate) => candidate !== area);
  architecture.floorplan.areaPositions = architecture.floorplan.areaPositions.filter(
    (position) => position.areaId !== areaId,
  );
  const stillUsed = new Set(viewpointIds(architecture));
  unplaceGlobalWidgets(
    architecture,
    new Set(area.viewPoints.map((viewpoint) => viewpoint.id).filter((id) => !stillUsed.has(id))),
  );
  if (architecture.defaultAreaId === areaId) architecture.defaultAreaId = architecture.areas[0]!.id;
  return true;
}

/** Whether the floorplan lists its areas in the order of the areas (the navigation follows the floorplan). */
function floorplanFollowsAreas(architecture: Architecture): boolean {
  const listed = architecture.floorplan.areaPositions.map((position) => position.areaId);
  const inAreas = architecture.areas.map((area) => area.id).filter((id) => listed.includes(id));
  return listed.filter((id) => inAreas.includes(id)).join('\n') === inAreas.join('\n');
}

/**
 * Moves the area at `index` by `offset` places (-1 up, 1 down); nothing past either end. The
 * navigation's order (the floorplan) moves along while it was the areas' order; an order of its
 * own, set in the navigation section, is kept.
 */
export function moveArea(architecture: Architecture, index: number, offset: number): void {
  const target = index + offset;
  const { areas } = architecture;
  if (index < 0 || index >= areas.length || target < 0 || target >= areas.length) return;
  const follows = floorplanFollowsAreas(architecture);
  const [area] = areas.splice(index, 1);
  areas.splice(target, 0, area!);
  if (!follows) return;
  const rank = (areaId: string) => {
    const at = areas.findIndex((candidate) => candidate.id === areaId);
    return at < 0 ? areas.length : at;
  };
  architecture.floorplan.areaPositions.sort((a, b) => rank(a.areaId) - rank(b.areaId));
}

/** The widgets that can be placed on an area's viewpoints: its own, then the global ones. */
export function placeableWidgets(architecture: Architecture, area: Area): ContentWidget[] {
  return [...area.contentWidgets, ...architecture.globalWidgets];
}

/** A placement in the other view mode, at the same spot: a 2D box's centre, or a box around the 360° point. */
export function convertPlacement(placement: Placement, viewMode: ViewMode): Placement {
  const { viewpointId } = placement;
  if ('yaw' in placement) {
    return viewMode === 'VIEW_2D' ? { viewpointId, ...boxAround(pointOf(placement)) } : placement;
  }
  return viewMode === 'VIEW_360D' ? { viewpointId, ...directionAt(centreOf(placement)) } : placement;
}

/**
 * Switches the area's view mode. Its hotspots (and global widgets' on its viewpoints) move to the
 * new kind of placement at the same spot of the picture, and pictures become panoramas or back.
 */
export function setViewMode(architecture: Architecture, areaId: string, viewMode: ViewMode): void {
  const area = architecture.areas.find((candidate) => candidate.id === areaId);
  if (!area || area.viewMode === viewMode) return;
  area.viewMode = viewMode;
  const own = new Set(area.viewPoints.map((viewpoint) => viewpoint.id));
  for (const widget of placeableWidgets(architecture, area)) {
    widget.placements = widget.placements.map((placement) =>
      own.has(placement.viewpointId) ? convertPlacement(placement, viewMode) : placement,
    );
  }
  for (const viewpoint of area.viewPoints) {
    const { background } = viewpoint;
    if (background.type === 'BackgroundVideo') continue;
    viewpoint.background = {
      type: viewMode === 'VIEW_360D' ? 'BackgroundPanorama' : 'BackgroundImage',
      assetId: background.assetId,
    };
  }
}

/** The background type that suits a view mode by default. */
export const pictureTypeFor = (viewMode: ViewMode): 'BackgroundImage' | 'BackgroundPanorama' =>
  viewMode === 'VIEW_360D' ? 'BackgroundPanorama' : 'BackgroundImage';

/**
 * The background switched to another type, keeping what carries over (the picture, or a video's
 * poster as the picture). A video starts without its address, which the form asks for.
 */
export function backgroundOfType(background: Background, type: BackgroundType): Background {
  if (background.type === type) return background;
  const picture = background.type === 'BackgroundVideo' ? background.posterAssetId : background.assetId;
  if (type === 'BackgroundVideo') {
    return { type, playerActive: true, videoUrl: '', ...(picture ? { posterAssetId: picture } : {}) };
  }
  return { type, assetId: picture ?? '' };
}

/** Adds a viewpoint on the background to the area; returns its id. */
export function addViewpoint(architecture: Architecture, areaId: string, background: Background): string {
  const area = architecture.areas.find((candidate) => candidate.id === areaId);
  if (!area) return '';
  const id = uniqueId(`${areaId}-view-${area.viewPoints.length + 1}`, viewpointIds(architecture));
  area.viewPoints.push({ id, background });
  return id;
}

/**
 * Removes the viewpoint and every hotspot on it (the area's and global widgets'); the last one is
 * kept (an area needs one). A removed default viewpoint hands that role to the first one left.
 */
export function removeViewpoint(architecture: Architecture, areaId: string, viewpointId: string): boolean {
  const area = architecture.areas.find((candidate) => candidate.id === areaId);
  if (!area || area.viewPoints.length < 2 || !area.viewPoints.some((v) => v.id === viewpointId)) return false;
  area.viewPoints = area.viewPoints.filter((viewpoint) => viewpoint.id !== viewpointId);
  for (const widget of area.contentWidgets) {
    widget.placements = widget.placements.filter((placement) => placement.viewpointId !== viewpointId);
  }
  if (!viewpointIds(architecture).includes(viewpointId))
    unplaceGlobalWidgets(architecture, new Set([viewpointId]));
  if (area.defaultViewpointId === viewpointId) area.defaultViewpointId = area.viewPoints[0]!.id;
  return true;
}
