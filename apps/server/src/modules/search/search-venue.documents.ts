import type { Architecture, ContentWidget, LocalizedList, Venue } from '@atrium/domain';
import type { LiveWindow, SearchDocument } from './search-document';

/** Answers are English (spec §1): the English text, else the first one given. */
export const englishOf = (items: LocalizedList | undefined): string =>
  (items?.find((item) => item.locale === 'en') ?? items?.[0])?.text ?? '';

/** Words that say what a widget is, so "video call" or "pdf" find the widgets of that kind. */
const WIDGET_KIND_WORDS: Record<ContentWidget['type'], string> = {
  MEETING: 'meeting video call session live stream',
  WHITEBOARD: 'whiteboard board sketch',
  MEDIA_BOARD: 'media board talks videos on demand',
  SOCIAL_WALL: 'social wall posts',
  PDF_VIEWER: 'pdf document read',
  AUDIO: 'audio listen',
  DOWNLOAD: 'download files',
  PRESENCE_LIST: 'presence list people attendees',
  LINK: 'link door',
};

/** Areas not on the floor plan: reachable only by a link (a floor plan without positions hides none). */
export function hiddenAreaIds(architecture: Pick<Architecture, 'floorplan'>): Set<string> {
  const positions = architecture.floorplan?.areaPositions ?? [];
  return new Set(positions.filter((position) => !position.visible).map((position) => position.areaId));
}

/** A PDF the index reads page by page, and the place View opens it in. */
export type PdfPlace = {
  assetId: string;
  areaId: string | null;
  areaName: string;
  widgetId: string;
  widgetName: string;
  contentPieceId?: string;
  hidden: boolean;
};

const uniqueJoin = (parts: (string | undefined)[]) =>
  [...new Set(parts.filter((part): part is string => Boolean(part?.trim())))].join('. ');

const windowsOf = (widget: ContentWidget): LiveWindow[] =>
  widget.type === 'MEETING'
    ? widget.configurations
        .filter((configuration) => configuration.begin || configuration.end)
        .map(({ begin, end }) => ({ ...(begin ? { begin } : {}), ...(end ? { end } : {}) }))
    : [];

/**
 * What the published venue offers to find: areas, widgets (no URLs, no meeting links: names
 * only), media-board pieces, and the PDFs (read later, page by page) with the place each opens
 * in — its first place in the venue's order, so one PDF is found once.
 */
export function venueDocuments(venue: Pick<Venue, 'architectures'>): {
  documents: SearchDocument[];
  pdfs: PdfPlace[];
} {
  const documents: SearchDocument[] = [];
  const pdfs = new Map<string, PdfPlace>();
  for (const architecture of venue.architectures) {
    const hidden = hiddenAreaIds(architecture);
    const defaultArea = architecture.areas.find((area) => area.id === architecture.defaultAreaId);
    const addWidget = (
      widget: ContentWidget,
      area: { id: string | null; name: string; hidden: boolean; global?: boolean },
    ) => {
      const base = {
        areaId: area.id,
        areaName: area.name,
        widgetId: widget.id,
        widgetName: widget.name,
        hidden: area.hidden,
        ...(area.global ? { global: true } : {}),
      };
      const live = windowsOf(widget);
      documents.push({
        ...base,
        id: `widget:${area.id ?? '-'}:${widget.id}`,
        kind: 'widget',
        title: widget.name,
        tags: WIDGET_KIND_WORDS[widget.type],
        people: '',
        place: area.name,
        text: uniqueJoin(widget.configurations.map((configuration) => configuration.name)),
        ...(live.length > 0 ? { live } : {}),
      });
      const addPdf = (assetId: string, contentPieceId?: string) => {
        if (!pdfs.has(assetId))
          pdfs.set(assetId, { ...base, assetId, ...(contentPieceId ? { contentPieceId } : {}) });
      };
      if (widget.type === 'PDF_VIEWER') {
        for (const configuration of widget.configurations) addPdf(configuration.assetId);
      }
      if (widget.type !== 'MEDIA_BOARD') return;
      const seen = new Set<string>();
      for (const configuration of widget.configurations) {
        for (const piece of configuration.contentPieces ?? []) {
          if (seen.has(piece.id)) continue;
          seen.add(piece.id);
          if (piece.assetId) addPdf(piece.assetId, piece.id);
          documents.push({
            ...base,
            id: `piece:${area.id ?? '-'}:${widget.id}:${piece.id}`,
            kind: 'media-piece',
            contentPieceId: piece.id,
            title: englishOf(piece.title),
            tags: piece.tags.join(' '),
            people: (piece.speakers ?? [])
              .map((speaker) => [speaker.name, speaker.title, speaker.company].filter(Boolean).join(', '))
              .join('; '),
            // Not the board and its area: every piece shares them, so they tell no piece apart
            // and made a question naming them score the whole board.
            place: '',
            text: uniqueJoin([englishOf(piece.description), englishOf(piece.additionalInfo)]),
            ...(piece.liveDiscussion
              ? { live: [{ begin: piece.liveDiscussion.begin, end: piece.liveDiscussion.end }] }
              : {}),
          });
        }
      }
    };

    for (const area of architecture.areas) {
      const name = englishOf(area.names) || area.id;
      const isHidden = hidden.has(area.id);
      documents.push({
        id: `area:${area.id}`,
        kind: 'area',
        title: name,
        tags: 'area room hall',
        people: '',
        place: name,
        text: englishOf(area.descriptions),
        areaId: area.id,
        areaName: name,
        widgetId: null,
        widgetName: '',
        hidden: isHidden,
      });
      for (const widget of area.contentWidgets) addWidget(widget, { id: area.id, name, hidden: isHidden });
    }
    // Global widgets are everywhere: View opens them over the venue's first area.
    const everywhere = { id: defaultArea?.id ?? null, name: 'every area', hidden: false, global: true };
    for (const widget of architecture.globalWidgets) addWidget(widget, everywhere);
  }
  return { documents, pdfs: [...pdfs.values()] };
}

/** The documents of one PDF: a document per page with text, titled by the asset's name. */
export function pdfDocuments(place: PdfPlace, title: string, pages: string[]): SearchDocument[] {
  return pages.flatMap((text, index) =>
    text.trim()
      ? [
          {
            id: `document:${place.assetId}:${index + 1}`,
            kind: 'document' as const,
            title,
            tags: 'pdf document',
            people: '',
            place: `${place.widgetName}. ${place.areaName}`,
            text,
            areaId: place.areaId,
            areaName: place.areaName,
            widgetId: place.widgetId,
            widgetName: place.widgetName,
            ...(place.contentPieceId ? { contentPieceId: place.contentPieceId } : {}),
            page: index + 1,
            hidden: place.hidden,
          },
        ]
      : [],
  );
}
