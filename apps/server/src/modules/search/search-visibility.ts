import type { Venue } from '@atrium/domain';
import type { SearchDocument } from './search-document';
import { hiddenAreaIds } from './search-venue.documents';

/** What of the published version exists now: an index built from an older one may name more. */
export type LiveVenueShape = {
  areas: ReadonlySet<string>;
  hiddenAreas: ReadonlySet<string>;
  /** `areaId/widgetId` of every widget placed in an area, `*\/widgetId` of a global one. */
  widgets: ReadonlySet<string>;
  /** `widgetId/contentPieceId` of every media-board piece. */
  pieces: ReadonlySet<string>;
};

export function liveVenueShape(venue: Pick<Venue, 'architectures'>): LiveVenueShape {
  const areas = new Set<string>();
  const hiddenAreas = new Set<string>();
  const widgets = new Set<string>();
  const pieces = new Set<string>();
  for (const architecture of venue.architectures) {
    for (const id of hiddenAreaIds(architecture)) hiddenAreas.add(id);
    const addPieces = (widget: Venue['architectures'][number]['globalWidgets'][number]) => {
      if (widget.type !== 'MEDIA_BOARD') return;
      for (const configuration of widget.configurations) {
        for (const piece of configuration.contentPieces ?? []) pieces.add(`${widget.id}/${piece.id}`);
      }
    };
    for (const area of architecture.areas) {
      areas.add(area.id);
      for (const widget of area.contentWidgets) {
        widgets.add(`${area.id}/${widget.id}`);
        addPieces(widget);
      }
    }
    for (const widget of architecture.globalWidgets) {
      widgets.add(`*/${widget.id}`);
      addPieces(widget);
    }
  }
  return { areas, hiddenAreas, widgets, pieces };
}

/** Who asks, as far as finding things goes. */
export type Seeker = { administrator: boolean; guest: boolean };

/**
 * Whether a document may be shown to the seeker: it exists in the published version now, it is
 * not in an area off the floor plan (hidden areas are reached by a link only; administrators see
 * them), and it is not a profile for a guest (profiles are for logged-in attendees, spec §6).
 * Profiles and posts are checked once more against their current state by the service.
 */
export function mayFind(document: SearchDocument, shape: LiveVenueShape, seeker: Seeker): boolean {
  if (document.kind === 'profile') return !seeker.guest;
  if (document.areaId !== null && !document.global && !shape.areas.has(document.areaId)) return false;
  if (
    !seeker.administrator &&
    document.areaId !== null &&
    !document.global &&
    shape.hiddenAreas.has(document.areaId)
  ) {
    return false;
  }
  if (document.widgetId !== null) {
    const key = document.global ? `*/${document.widgetId}` : `${document.areaId}/${document.widgetId}`;
    if (!shape.widgets.has(key)) return false;
  }
  if (
    document.contentPieceId !== undefined &&
    !shape.pieces.has(`${document.widgetId}/${document.contentPieceId}`)
  ) {
    return false;
  }
  return true;
}
