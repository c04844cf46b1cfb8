import type { Architecture, Area, ContentWidget } from '@atrium/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { setAssetFailureLog } from '../../shared/assets/use-asset-source';
import { logMessage } from '../../shared/logging/log';
import { useUiStore } from '../../shared/stores/ui.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { prefetchLinkedBackgrounds } from '../../shared/ui/area-background-uri';
import { useLoginEnabled, useVenueView } from '../../shared/ui/use-venue-view';
import { WidgetErrorBoundary } from '../../widgets/widget-error-boundary';
import { AreaStage } from './area-stage';
import { GlobalWidgetBar } from './global-widget-bar';
import { mayOpenNewTab, openEmptyTab } from './new-tab';
import { OPEN_WIDGET_PARAM, readWidgetFocus, withoutOpenParams } from './open-widget-param';
import { currentViewpoint, VIEWPOINT_PARAM } from './placement';
import { ViewpointSwitcher } from './viewpoint-switcher';
import type { ActivationContext, OpenedWidget } from './widget-activation';
import { focusOnOpen } from './widget-focus';

// Spec §6, §8: a file that cannot be loaded is a warning of the front-end log (to the server for
// logged-in visitors). Wired here, at start: this module is part of the first load.
setAssetFailureLog((message) => logMessage('WARN', 'assets', message));

const WidgetHost = lazy(async () => ({ default: (await import('./widget-host')).WidgetHost }));
type Activation = typeof import('./widget-activation');
let activation: Activation | undefined;
const loadActivation = async () => {
  activation ??= await import('./widget-activation');
  return activation;
};

/** An area route: the area named in the URL, drawn afresh for every area. */
export function AreaPage() {
  const { areaId } = useParams();
  const { architecture } = useVenueView();
  const area = architecture?.areas.find((candidate) => candidate.id === areaId);

  useEffect(() => {
    if (area) useVenueStore.getState().setLastAreaId(area.id);
  }, [area]);

  if (!architecture || !area) return null;
  return <AreaView key={area.id} architecture={architecture} area={area} />;
}

function AreaView({ architecture, area }: { architecture: Architecture; area: Area }) {
  const { text } = useVenueView();
  const loginEnabled = useLoginEnabled();
  const [params, setParams] = useSearchParams();
  const viewpoint = currentViewpoint(area, params.get(VIEWPOINT_PARAM));
  const [opened, setOpened] = useState<OpenedWidget>();
  const [, seenChanged] = useReducer((count: number) => count + 1, 0);
  const openDialogs = useUiStore((s) => s.dialogs.length);
  const name = text(area.names);
  const description = text(area.descriptions);

  const lastOpened = useRef<OpenedWidget>(undefined);
  lastOpened.current = opened;
  const close = useCallback(() => {
    const was = lastOpened.current;
    setOpened(undefined);
    // An inline view replaced the background: give the focus back to the widget's hotspot.
    if (was?.presentation === 'embedded') {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-widget-id="${CSS.escape(was.widget.id)}"]`)?.focus(),
      );
    }
  }, []);

  // The viewpoint lives in the URL, so a reload or a shared link keeps it.
  const selectViewpoint = (viewpointId: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (viewpointId === area.defaultViewpointId) next.delete(VIEWPOINT_PARAM);
      else next.set(VIEWPOINT_PARAM, viewpointId);
      return next;
    });
  const navigate = useNavigate();
  const context: ActivationContext = {
    architectureId: architecture.id,
    areaId: area.id,
    areaName: name,
    areaNameOf: (areaId) =>
      text(architecture.areas.find((candidate) => candidate.id === areaId)?.names ?? []),
    navigate,
    open: setOpened,
    selectViewpoint,
    onSeen: seenChanged,
  };
  // What a widget does is decided in a module of its own, fetched while the visitor looks around;
  // once there it runs inside the click itself, where every browser lets a new tab open. A click
  // before that gets its possible new tab now, empty; the module sends it on or closes it.
  const activate = (widget: ContentWidget) => {
    if (activation) return activation.activateWidget(widget, context);
    const tab = mayOpenNewTab(widget) ? openEmptyTab() : null;
    loadActivation().then(
      ({ activateWidget }) => activateWidget(widget, context, tab),
      () => {
        tab?.close();
        useUiStore.getState().showError('WIDGET_ERROR');
      },
    );
  };
  // A widget named in the URL (the search's View) opens once, as a click on it would.
  const widgetToOpen = params.get(OPEN_WIDGET_PARAM);
  const activateRef = useRef(activate);
  activateRef.current = activate;
  useEffect(() => {
    if (!widgetToOpen) return;
    focusOnOpen(widgetToOpen, readWidgetFocus(params));
    setParams((previous) => withoutOpenParams(previous), { replace: true });
    const widget = [...area.contentWidgets, ...architecture.globalWidgets].find(
      (candidate) => candidate.id === widgetToOpen,
    );
    if (widget) activateRef.current(widget);
  }, [widgetToOpen, params, area, architecture, setParams]);
  // Once the area is drawn: the click handling, and the backgrounds behind this area's doors.
  useEffect(() => {
    const timer = setTimeout(() => {
      loadActivation().catch(() => undefined);
      const venue = useVenueStore.getState().venue;
      if (venue) prefetchLinkedBackgrounds(venue, area);
    }, 1500);
    return () => clearTimeout(timer);
  }, [area]);

  const iconOf = (type: string) => architecture.icons.find((icon) => icon.type === type)?.assetId;
  const barWidgets = architecture.globalWidgets.filter(
    (widget) => !widget.placements.some((placement) => placement.viewpointId === viewpoint.id),
  );
  const host = opened && (
    <WidgetErrorBoundary key={opened.widget.id}>
      <Suspense fallback={null}>
        <WidgetHost
          widget={opened.widget}
          presentation={opened.presentation}
          architectureId={architecture.id}
          areaId={area.id}
          areaName={name}
          onClose={close}
        />
      </Suspense>
    </WidgetErrorBoundary>
  );
  const embedded = opened?.presentation === 'embedded';

  return (
    <Box
      data-testid="area-view"
      data-open-dialogs={openDialogs}
      sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}
    >
      {!loginEnabled && description && (
        <Typography component="h2" sx={visuallyHidden} data-testid="meta-description">
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <Typography variant="h5" component="h1" data-testid="area-name" sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        {!embedded && (
          <ViewpointSwitcher
            viewpoints={area.viewPoints}
            defaultId={area.defaultViewpointId}
            currentId={viewpoint.id}
            onSelect={selectViewpoint}
          />
        )}
        <GlobalWidgetBar widgets={barWidgets} iconOf={iconOf} onActivate={activate} />
      </Box>
      {embedded ? (
        host
      ) : (
        <>
          <AreaStage
            key={viewpoint.id}
            viewMode={area.viewMode}
            viewpoint={viewpoint}
            areaName={name}
            alt={description || name}
            widgets={[...area.contentWidgets, ...architecture.globalWidgets]}
            cookieProviders={architecture.cookieProviders}
            iconOf={iconOf}
            onActivate={activate}
          />
          {host}
        </>
      )}
    </Box>
  );
}
