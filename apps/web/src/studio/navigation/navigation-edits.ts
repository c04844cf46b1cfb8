import type { Architecture, AreaPosition, WidgetIcon, WidgetType } from '@atrium/domain';

/** The areas not in the floor plan's list, in the order of the areas. */
export function areasOutsideFloorplan(architecture: Architecture): Architecture['areas'] {
  const listed = new Set(architecture.floorplan.areaPositions.map((position) => position.areaId));
  return architecture.areas.filter((area) => !listed.has(area.id));
}

/** Adds the area at the end of the list, shown; an area already listed is not added twice. */
export function addAreaPosition(positions: AreaPosition[], areaId: string): void {
  if (!positions.some((position) => position.areaId === areaId)) positions.push({ areaId, visible: true });
}

/** Sets the icon of a widget type in place: in the place of the type's icon (dropping any repeat of it), else at the end. */
export function setWidgetIcon(icons: WidgetIcon[], type: WidgetType, assetId: string): void {
  const at = icons.findIndex((icon) => icon.type === type);
  const kept = icons.filter((icon, index) => icon.type !== type || index === at);
  if (at === -1) kept.push({ type, assetId });
  else kept[kept.findIndex((icon) => icon.type === type)] = { type, assetId };
  icons.splice(0, icons.length, ...kept);
}

/** Removes the icon of a widget type (and any repeat of it) in place. */
export function removeWidgetIcon(icons: WidgetIcon[], type: WidgetType): void {
  icons.splice(0, icons.length, ...icons.filter((icon) => icon.type !== type));
}
