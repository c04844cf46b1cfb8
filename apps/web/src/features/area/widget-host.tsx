import type { ContentWidget, WidgetConfiguration } from '@atrium/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../shared/stores/server-time.store';
import { useStackedDialog } from '../../shared/ui/use-stacked-dialog';
import { WidgetErrorBoundary } from '../../widgets/widget-error-boundary';
import { WidgetFrame } from '../../widgets/widget-frame';
import { widgetView } from '../../widgets/widget-registry';
import type { WidgetPresentation } from '../../widgets/widget-view.types';
import { ConsentGate } from '../consent/consent-gate';
import { WidgetNewTabLinks } from './widget-new-tab-links';
import { WidgetNoticeDialog } from './widget-notice-dialog';
import { type OpenedPresentation, widgetAction } from './widget-opening';

export type WidgetHostProps = {
  widget: ContentWidget;
  /** How it was opened: inline in place of the background, or over the area. */
  presentation: OpenedPresentation | 'notice';
  architectureId: string;
  areaId: string;
  areaName: string;
  onClose: () => void;
};

function assetIdsOf(configuration: WidgetConfiguration): string[] {
  if ('assetIds' in configuration) return configuration.assetIds;
  if ('assetId' in configuration) return [configuration.assetId];
  return [];
}

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
  const stale = action.kind !== 'open' && action.kind !== 'notice';
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
  if (action.kind !== 'open') return null;

  const { configuration } = action;
  // Inline stays inline; otherwise the configuration's own mode decides (it may have changed while open).
  const shown: OpenedPresentation =
    presentation === 'embedded'
      ? 'embedded'
      : action.presentation === 'embedded'
        ? 'dialog'
        : action.presentation;
  const files = shown === 'newTab' ? assetIdsOf(configuration) : [];
  const frame: WidgetPresentation = shown === 'newTab' ? 'dialog' : shown;
  const View = widgetView(widget.type);

  return (
    <WidgetFrame presentation={frame} title={widget.name} areaName={areaName} onClose={onClose}>
      <WidgetErrorBoundary key={configuration.id}>
        {files.length > 0 ? (
          <WidgetNewTabLinks name={widget.name} assetIds={files} />
        ) : (
          <ConsentGate providerIds={configuration.cookieProviders} widgetType={widget.type}>
            <Suspense fallback={<Loading />}>
              <View
                widget={widget}
                configuration={configuration}
                architectureId={architectureId}
                areaId={areaId}
                presentation={frame}
                onClose={onClose}
              />
            </Suspense>
          </ConsentGate>
        )}
      </WidgetErrorBoundary>
    </WidgetFrame>
  );
}
