import type { ContentWidget } from '@atrium/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../shared/stores/server-time.store';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import { WidgetErrorBoundary } from '../../widgets/widget-error-boundary';
import { WidgetFrame } from '../../widgets/widget-frame';
import { widgetView } from '../../widgets/widget-registry';
import { ConsentGate } from '../consent/consent-gate';
import { WidgetNewTabLinks } from './widget-new-tab-links';
import { WidgetNoticeDialog } from './widget-notice-dialog';
import { type OpenedPresentation, widgetAction } from './widget-opening';

export type WidgetHostProps = {
  widget: ContentWidget;
  /** How it was opened: inline in place of the background, over the area, or offering a new tab. */
  presentation: OpenedPresentation | 'notice';
  architectureId: string;
  areaId: string;
  areaName: string;
  onClose: () => void;
};

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 4, flexGrow: 1 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/**
 * An opened widget. Its active configuration is chosen again on every server-time tick, so a
 * widget whose time is up turns into the "has ended" notice while open. It is on the dialog stack
 * in every presentation, so any navigation closes it.
 */
export function WidgetHost({
  widget,
  presentation,
  architectureId,
  areaId,
  areaName,
  onClose,
}: WidgetHostProps) {
  useStackedDialog(`widget:${widget.id}`, true, onClose);
  const action = widgetAction(widget, useServerNow(), { architectureId, areaId });
  // What opens elsewhere (another area, a new tab) is no longer shown here.
  const stale =
    action.kind === 'navigate' ||
    action.kind === 'viewpoint' ||
    (action.kind === 'newTab' && presentation !== 'newTab');
  useEffect(() => {
    if (stale) onClose();
  }, [stale, onClose]);

  if (action.kind === 'notice') {
    return (
      <WidgetNoticeDialog
        name={widget.name}
        opensAt={action.state === 'upcoming' ? action.opensAt : undefined}
        onClose={onClose}
      />
    );
  }
  if (stale) return null;

  const { configuration } = action;
  const gated = (content: ReactNode) => (
    <ConsentGate providerIds={configuration.cookieProviders} widgetType={widget.type}>
      {content}
    </ConsentGate>
  );
  if (action.kind === 'newTab') {
    // Opened when a new tab had to wait for consent, or for several files: the notice, then the links.
    return (
      <WidgetFrame presentation="dialog" title={widget.name} areaName={areaName} onClose={onClose}>
        <WidgetErrorBoundary key={configuration.id}>
          {gated(<WidgetNewTabLinks name={widget.name} target={action.target} />)}
        </WidgetErrorBoundary>
      </WidgetFrame>
    );
  }

  // Inline stays inline; otherwise the configuration's own mode decides (it may have changed while open).
  const shown =
    presentation === 'embedded'
      ? 'embedded'
      : action.presentation === 'embedded'
        ? 'dialog'
        : action.presentation;
  const View = widgetView(widget.type);

  return (
    <WidgetFrame presentation={shown} title={widget.name} areaName={areaName} onClose={onClose}>
      <WidgetErrorBoundary key={configuration.id}>
        {gated(
          <Suspense fallback={<Loading />}>
            <View
              widget={widget}
              configuration={configuration}
              architectureId={architectureId}
              areaId={areaId}
              presentation={shown}
              onClose={onClose}
            />
          </Suspense>,
        )}
      </WidgetErrorBoundary>
    </WidgetFrame>
  );
}
