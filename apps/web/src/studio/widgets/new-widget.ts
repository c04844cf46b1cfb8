import type {
  Architecture,
  Asset,
  ContentWidget,
  Venue,
  WidgetConfiguration,
  WidgetType,
} from '@atrium/domain';
import { assetMatches } from './asset-kinds';
import { numberedId } from './list-moves';
import type { ConfigurationOfType, WidgetOfType } from './widget-types';

/** What a new configuration may point at: the venue's files and areas. */
type DefaultsContext = { widgetId: string; assets: readonly Asset[]; architecture: Architecture };

type BaseConfiguration = { id: string; name: string; cookieProviders: string[] };

/**
 * A meeting needs a room; until the organiser pastes theirs it points at a reserved example
 * address, so the widget is valid (and the draft keeps saving) from the start.
 */
export const PLACEHOLDER_MEETING_ORIGIN = 'https://meet.example.com';

const firstAsset = (assets: readonly Asset[], accept: string) =>
  assets.find((asset) => assetMatches(asset, accept))?.id;

// No suitable file yet: the id stays empty, so the field asks for a choice instead of showing a wrong file.
const defaults: {
  [T in WidgetType]: (base: BaseConfiguration, ctx: DefaultsContext) => ConfigurationOfType<T>;
} = {
  MEETING: (base, { widgetId }) => ({
    ...base,
    linkOpeningMode: 'EMBEDDED_DIALOG',
    displayMode: 'EMBEDDED_DIALOG',
    webinarOn: false,
    meetingUrl: `${PLACEHOLDER_MEETING_ORIGIN}/${encodeURIComponent(widgetId)}`,
    switches: {},
  }),
  WHITEBOARD: (base, { widgetId }) => ({ ...base, linkOpeningMode: 'EMBEDDED_DIALOG', boardId: widgetId }),
  MEDIA_BOARD: (base, { widgetId }) => ({
    ...base,
    linkOpeningMode: 'OVERLAY_DIALOG',
    mediaBoardId: widgetId,
    contentPieces: [],
  }),
  SOCIAL_WALL: (base, { widgetId }) => ({ ...base, linkOpeningMode: 'OVERLAY_DIALOG', wallId: widgetId }),
  PDF_VIEWER: (base, { assets }) => ({
    ...base,
    linkOpeningMode: 'OVERLAY_DIALOG',
    assetId: firstAsset(assets, 'application/pdf') ?? '',
  }),
  AUDIO: (base, { assets }) => ({
    ...base,
    linkOpeningMode: 'OVERLAY_DIALOG',
    assetId: firstAsset(assets, 'audio/*') ?? '',
  }),
  DOWNLOAD: (base, { assets }) => ({
    ...base,
    linkOpeningMode: 'OVERLAY_DIALOG',
    assetIds: [firstAsset(assets, 'application/pdf') ?? assets[0]?.id].filter((id) => id !== undefined),
  }),
  // The presence list opens nothing, so it has no opening mode.
  PRESENCE_LIST: (base) => ({ ...base, filter: 'THIS_AREA' }),
  LINK: (base, { architecture }) => {
    const areaId = architecture.areas.some((area) => area.id === architecture.defaultAreaId)
      ? architecture.defaultAreaId
      : architecture.areas[0]?.id;
    return areaId
      ? { ...base, linkOpeningMode: 'EMBEDDED', targetAreaId: areaId }
      : { ...base, linkOpeningMode: 'NEW_TAB', url: 'https://example.com/' };
  },
};

/** Every widget id of the architecture: they are unique across areas and global widgets. */
export function widgetIdsOf(architecture: Architecture): Set<string> {
  return new Set(
    [architecture.globalWidgets, ...architecture.areas.map((area) => area.contentWidgets)].flatMap(
      (widgets) => widgets.map((widget) => widget.id),
    ),
  );
}

/** `MEDIA_BOARD` → `media-board`, else `media-board-2`, … */
export function newWidgetId(type: WidgetType, taken: ReadonlySet<string>): string {
  const base = type.toLowerCase().replace(/_/g, '-');
  return taken.has(base) ? numberedId(base, taken, 2) : base;
}

function architectureOf(venue: Venue): Architecture {
  const architecture = venue.architectures[0];
  if (!architecture) throw new Error('The venue has no architecture');
  return architecture;
}

/** A configuration of the widget's type with default settings and an id new within the widget. */
export function newConfiguration<W extends ContentWidget>(
  widget: W,
  venue: Venue,
  name: string,
): W['configurations'][number] {
  const id = numberedId(
    widget.id,
    widget.configurations.map((configuration) => configuration.id),
  );
  const make = defaults[widget.type] as (
    base: BaseConfiguration,
    ctx: DefaultsContext,
  ) => WidgetConfiguration;
  return make(
    { id, name, cookieProviders: [] },
    { widgetId: widget.id, assets: venue.assets, architecture: architectureOf(venue) },
  );
}

/** A copy of a configuration (time window, providers and settings included) with an id new within the widget. */
export function copyConfiguration<C extends WidgetConfiguration>(
  widget: ContentWidget,
  configuration: C,
  name: string,
): C {
  const id = numberedId(
    widget.id,
    widget.configurations.map((item) => item.id),
  );
  return { ...structuredClone(configuration), id, name };
}

/**
 * A widget of `type` with one configuration, valid in the venue as it is wherever the venue has
 * what the type points at (a PDF, an audio file, an area); its id is new in the architecture.
 */
export function newWidget<T extends WidgetType>(type: T, venue: Venue, name: string): WidgetOfType<T> {
  const architecture = architectureOf(venue);
  const id = newWidgetId(type, widgetIdsOf(architecture));
  const configuration = defaults[type](
    { id: `${id}-1`, name, cookieProviders: [] },
    { widgetId: id, assets: venue.assets, architecture },
  );
  // The compiler cannot follow `type` into the union member; `defaults` is typed per type above.
  return { id, name, type, placements: [], configurations: [configuration] } as unknown as WidgetOfType<T>;
}
