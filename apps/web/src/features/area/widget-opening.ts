import {
  type ContentWidget,
  configurationWindowStatus,
  type LinkConfiguration,
  type LinkOpeningMode,
  type WidgetConfiguration,
} from '@atrium/domain';
import { paths } from '../../app/routing/route-paths';
import type { WidgetPresentation } from '../../widgets/widget-view.types';
import { VIEWPOINT_PARAM } from './placement';

export function areaHref(architectureId: string, areaId: string, viewpointId?: string): string {
  const path = paths.area(architectureId, areaId);
  return viewpointId ? `${path}?${VIEWPOINT_PARAM}=${encodeURIComponent(viewpointId)}` : path;
}

/** How an opened widget is shown; 'newTab' is a widget kind without a page of its own (its files are offered instead). */
export type OpenedPresentation = WidgetPresentation | 'newTab';

export type WidgetAction =
  | { kind: 'navigate'; href: string; areaId: string }
  | { kind: 'viewpoint'; viewpointId: string }
  | { kind: 'newTab'; href: string }
  | { kind: 'open'; configuration: WidgetConfiguration; presentation: OpenedPresentation }
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

/**
 * What activating a widget does at `now` (spec §3, §4): with no active configuration a notice
 * (opens later / has ended); links go to their area or viewpoint, or open their url; everything
 * else opens its view in the presentation of the active configuration's opening mode.
 *
 * NEW_TAB by kind: a link's url or area opens in a new tab (noopener); a meeting opens its
 * full-screen route; PDF, audio and downloads offer their files as links that open in a new tab
 * (the visitor's own click, and the file's signed URL); the other kinds have no page of their
 * own and open as a dialog.
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

  if (widget.type === 'LINK') {
    const { targetAreaId, targetViewpointId, url } = configuration as LinkConfiguration;
    if (targetAreaId) {
      const href = areaHref(where.architectureId, targetAreaId, targetViewpointId);
      return presentation === 'newTab'
        ? { kind: 'newTab', href }
        : { kind: 'navigate', href, areaId: targetAreaId };
    }
    if (targetViewpointId) return { kind: 'viewpoint', viewpointId: targetViewpointId };
    if (url && presentation === 'newTab') return { kind: 'newTab', href: url };
  }
  if (widget.type === 'MEETING' && presentation === 'newTab') {
    return {
      kind: 'newTab',
      href: paths.meeting(where.architectureId, where.areaId, widget.id, configuration.id),
    };
  }
  return { kind: 'open', configuration, presentation };
}
