import {
  type ContentWidget,
  configurationWindowStatus,
  type LinkConfiguration,
  type LinkOpeningMode,
  type MeetingConfiguration,
  type WidgetConfiguration,
} from '@atrium/domain';
import { paths } from '../../shared/routing/route-paths';
import type { WidgetPresentation } from '../../widgets/widget-view.types';
import { VIEWPOINT_PARAM } from './placement';

export function areaHref(architectureId: string, areaId: string, viewpointId?: string): string {
  const path = paths.area(architectureId, areaId);
  return viewpointId ? `${path}?${VIEWPOINT_PARAM}=${encodeURIComponent(viewpointId)}` : path;
}

/**
 * How an opened widget is shown: inline, in a dialog or an overlay, or 'newTab' — a dialog that
 * offers what would have opened in a new tab (when consent is missing, or for several files).
 */
export type OpenedPresentation = WidgetPresentation | 'newTab';

/** What a new tab opens: a page (a link's url or area, a meeting's full-screen route) or files. */
export type NewTabTarget = { href: string } | { assetIds: readonly string[] };

export type WidgetAction =
  /** To an area (a door: `areaId`) or to the full-screen meeting route, in this tab. */
  | { kind: 'navigate'; href: string; areaId?: string }
  | { kind: 'viewpoint'; viewpointId: string }
  | { kind: 'newTab'; configuration: WidgetConfiguration; target: NewTabTarget }
  | { kind: 'open'; configuration: WidgetConfiguration; presentation: WidgetPresentation }
  | { kind: 'notice'; state: 'upcoming'; opensAt: string }
  | { kind: 'notice'; state: 'ended' };

const presentations: Record<LinkOpeningMode, OpenedPresentation> = {
  EMBEDDED: 'embedded',
  EMBEDDED_DIALOG: 'dialog',
  OVERLAY_DIALOG: 'overlay',
  NEW_TAB: 'newTab',
};

/** The presentation of a link opening mode; a configuration without one (the presence list) opens as a dialog. */
export function presentationOf(mode: LinkOpeningMode | undefined): OpenedPresentation {
  return mode ? presentations[mode] : 'dialog';
}

/** The files of a file-based configuration (PDF, audio, downloads); none for other kinds. */
export function assetIdsOf(configuration: WidgetConfiguration): readonly string[] {
  if ('assetIds' in configuration) return configuration.assetIds;
  if ('assetId' in configuration) return [configuration.assetId];
  return [];
}

/**
 * What activating a widget does at `now` (spec §3, §4): with no active configuration a notice
 * (opens later / has ended); otherwise the active configuration's link opening mode decides:
 *
 * - EMBEDDED: in place of the area's background; a link to an area or viewpoint goes there.
 * - EMBEDDED_DIALOG, OVERLAY_DIALOG: a dialog sized for the content, or a large overlay (both on
 *   the dialog stack); links to an area or viewpoint go there as well.
 * - NEW_TAB: a link's url or area, and a meeting's full-screen route, open in a new tab; a PDF,
 *   an audio file or a download opens its file in a new tab, or offers the files as links when
 *   there are several. Whiteboards, media boards, social walls and presence lists have no page
 *   that could stand alone in a tab (they live beside the area and its visitors), so they open
 *   as a dialog instead.
 *
 * A meeting's display mode says how its room is shown, on top of the opening mode:
 *
 * | displayMode \ linkOpeningMode | EMBEDDED                | EMBEDDED_DIALOG | OVERLAY_DIALOG | NEW_TAB |
 * | ----------------------------- | ----------------------- | --------------- | -------------- | ------- |
 * | EMBEDDED                      | in place                | dialog          | overlay        | new tab |
 * | EMBEDDED_DIALOG               | a dialog of its own     | dialog          | overlay        | new tab |
 * | FULL_SCREEN                   | full-screen route here  | same            | same           | new tab |
 * | NEW_TAB                       | new tab                 | new tab         | new tab        | new tab |
 *
 * "new tab" is the full-screen meeting route in a new tab; FULL_SCREEN navigates this tab to it.
 */
export function widgetAction(
  widget: ContentWidget,
  now: Date,
  where: { architectureId: string; areaId: string },
): WidgetAction {
  const status = configurationWindowStatus(widget, now);
  if (status.state === 'upcoming') return { kind: 'notice', state: 'upcoming', opensAt: status.opensAt };
  if (status.state === 'ended') return { kind: 'notice', state: 'ended' };
  const { configuration } = status;
  const presentation = presentationOf(configuration.linkOpeningMode);
  const newTab = presentation === 'newTab';
  const inNewTab = (target: NewTabTarget): WidgetAction => ({ kind: 'newTab', configuration, target });

  switch (widget.type) {
    case 'LINK': {
      const { targetAreaId, targetViewpointId, url } = configuration as LinkConfiguration;
      if (targetAreaId) {
        const href = areaHref(where.architectureId, targetAreaId, targetViewpointId);
        return newTab ? inNewTab({ href }) : { kind: 'navigate', href, areaId: targetAreaId };
      }
      if (targetViewpointId) return { kind: 'viewpoint', viewpointId: targetViewpointId };
      if (url && newTab) return inNewTab({ href: url });
      break;
    }
    case 'MEETING': {
      const { displayMode } = configuration as MeetingConfiguration;
      const href = paths.meeting(where.architectureId, where.areaId, widget.id, configuration.id);
      if (newTab || displayMode === 'NEW_TAB') return inNewTab({ href });
      if (displayMode === 'FULL_SCREEN') return { kind: 'navigate', href };
      break;
    }
    case 'PDF_VIEWER':
    case 'AUDIO':
    case 'DOWNLOAD':
      if (newTab) return inNewTab({ assetIds: assetIdsOf(configuration) });
      break;
  }
  return { kind: 'open', configuration, presentation: newTab ? 'dialog' : presentation };
}
