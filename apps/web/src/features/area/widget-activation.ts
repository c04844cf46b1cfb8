import { analyticsEventName, type ContentWidget } from '@atrium/domain';
import { trackEvent } from '../../shared/analytics/track';
import { serverNow } from '../../shared/stores/server-time.store';
import { type OpenedPresentation, widgetAction } from './widget-opening';
import { markWidgetSeen } from './widget-seen';

export type OpenedWidget = { widget: ContentWidget; presentation: OpenedPresentation | 'notice' };

export type ActivationContext = {
  architectureId: string;
  areaId: string;
  areaName: string;
  areaNameOf: (areaId: string) => string;
  navigate: (href: string) => void;
  open: (opened: OpenedWidget) => void;
  selectViewpoint: (viewpointId: string) => void;
  /** Called once the widget is marked as seen, so its highlight goes. */
  onSeen: () => void;
};

/**
 * What a click (or Enter/Space) on a widget does, decided at the server time of the click. Loaded
 * with the first click, still inside the click's user activation, so new tabs open where browsers
 * allow them.
 */
export function activateWidget(widget: ContentWidget, context: ActivationContext): void {
  const { architectureId, areaId, areaName } = context;
  markWidgetSeen(widget.id);
  context.onSeen();
  trackEvent({
    category: 'widget',
    action: 'open',
    name: analyticsEventName({ architectureId, areaName, widgetName: widget.name }),
  });
  const action = widgetAction(widget, serverNow(), { architectureId, areaId });
  switch (action.kind) {
    case 'navigate':
      trackEvent({
        category: 'area',
        action: 'navigate',
        name: analyticsEventName({ architectureId, areaName: context.areaNameOf(action.areaId) }),
      });
      context.navigate(action.href);
      return;
    case 'viewpoint':
      context.selectViewpoint(action.viewpointId);
      return;
    case 'newTab':
      window.open(action.href, '_blank', 'noopener,noreferrer');
      return;
    default:
      context.open({ widget, presentation: action.kind === 'open' ? action.presentation : 'notice' });
  }
}
