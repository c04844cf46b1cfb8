import { analyticsEventName, type ContentWidget } from '@atrium/domain';
import { trackEvent } from '../../shared/analytics/track';
import { assetUrlSigner } from '../../shared/assets/asset-url-signer';
import { serverNow } from '../../shared/stores/server-time.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { blockedProviderIds } from '../consent/consent-gate';
import { openEmptyTab, openInNewTab } from './new-tab';
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
 * Opens an asset's file in a new tab through its signed URL: at once when the URL is signed
 * already, else in an empty tab opened now and sent on once it is signed.
 */
function openFileInNewTab(assetId: string, emptyTab: Window | null): void {
  const failed = (tab: Window | null) => {
    tab?.close();
    useUiStore.getState().showError('WIDGET_ERROR');
  };
  const uri = useVenueStore.getState().venue?.assets.find((asset) => asset.id === assetId)?.uri;
  const signed = uri && assetUrlSigner.peek(uri);
  if (!uri) failed(emptyTab);
  else if (signed) openInNewTab(signed, emptyTab);
  else {
    const tab = emptyTab ?? openEmptyTab();
    assetUrlSigner.sign(uri).then(
      (url) => tab && !tab.closed && openInNewTab(url, tab),
      () => failed(tab),
    );
  }
}

/**
 * What a click (or Enter/Space) on a widget does, decided at the server time of the click. It
 * runs inside the click, so new tabs open where browsers allow them; `emptyTab` is a tab the area
 * opened in the click while this module was still loading, to be used or closed here.
 *
 * A new tab never bypasses consent: when the active configuration has providers the visitor has
 * not accepted, the widget opens as a dialog with the blocked-content notice instead, which offers
 * the tab once consent is given.
 */
export function activateWidget(
  widget: ContentWidget,
  context: ActivationContext,
  emptyTab: Window | null = null,
): void {
  const { architectureId, areaId, areaName } = context;
  markWidgetSeen(widget.id);
  context.onSeen();
  trackEvent({
    category: 'widget',
    action: 'open',
    name: analyticsEventName({ architectureId, areaName, widgetName: widget.name }),
  });
  const action = widgetAction(widget, serverNow(), { architectureId, areaId });
  if (action.kind === 'newTab' && blockedProviderIds(action.configuration.cookieProviders).length === 0) {
    const { target } = action;
    if ('href' in target) {
      openInNewTab(target.href, emptyTab);
      return;
    }
    if (target.assetIds.length === 1) {
      openFileInNewTab(target.assetIds[0]!, emptyTab);
      return;
    }
  }
  emptyTab?.close();
  switch (action.kind) {
    case 'navigate':
      if (action.areaId) {
        trackEvent({
          category: 'area',
          action: 'navigate',
          name: analyticsEventName({ architectureId, areaName: context.areaNameOf(action.areaId) }),
        });
      }
      context.navigate(action.href);
      return;
    case 'viewpoint':
      context.selectViewpoint(action.viewpointId);
      return;
    case 'newTab':
      // Consent missing, or several files: a dialog offers them.
      context.open({ widget, presentation: 'newTab' });
      return;
    case 'open':
      context.open({ widget, presentation: action.presentation });
      return;
    case 'notice':
      context.open({ widget, presentation: 'notice' });
  }
}
