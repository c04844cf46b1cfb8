import type { ContentWidget, CookieProvider, ViewMode, Viewpoint, WidgetType } from '@atrium/domain';
import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetErrorBoundary } from '../../widgets/widget-error-boundary';
import { AreaBackground, knownRatio } from './area-background';
import { HotspotButton } from './hotspot-button';
import { backgroundAssetId, equirectangularPoint, placementBox, placementsOn } from './placement';
import { isWidgetSeen } from './widget-seen';

const BackgroundVideoPlayer = lazy(async () => ({
  default: (await import('./background-video-player')).BackgroundVideoPlayer,
}));
const PanoramaLayer = lazy(async () => ({ default: (await import('./panorama-layer')).PanoramaLayer }));

/** Size of a hotspot on a panorama drawn flat (a point, not an area). */
const POINT_SIZE = '44px';

export type AreaStageProps = {
  viewMode: ViewMode;
  viewpoint: Viewpoint;
  areaName: string;
  /** Alternative text when the background asset has none. */
  alt: string;
  widgets: readonly ContentWidget[];
  cookieProviders: readonly CookieProvider[];
  iconOf: (type: WidgetType) => string | undefined;
  onActivate: (widget: ContentWidget) => void;
};

/**
 * The box the background is drawn in: as large as the space below the area's title allows, in
 * the picture's own aspect ratio (letterboxed), so fractions of the box are fractions of the picture.
 */
function BackgroundBox({ ratio, children }: { ratio: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 'none',
        aspectRatio: String(ratio),
        width: `min(100cqw, ${ratio} * 100cqh)`,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The current viewpoint: its background (image, video or panorama) with the widgets placed on it.
 * A panorama is drawn flat, its widgets as points, until the 360° viewer over it is ready.
 */
export function AreaStage(props: AreaStageProps) {
  const { t } = useTranslation();
  const { viewpoint, onActivate } = props;
  const assetId = backgroundAssetId(viewpoint);
  const panorama = props.viewMode === 'VIEW_360D';
  const [ratio, setRatio] = useState(() => knownRatio(assetId) ?? (panorama ? 2 : 16 / 9));
  const [panoramaReady, setPanoramaReady] = useState(false);
  const { flat, sphere } = placementsOn(props.widgets, viewpoint.id);

  const hotspot = (widget: ContentWidget, key: string, position: { [side: string]: string }) => (
    <HotspotButton
      key={key}
      widget={widget}
      iconAssetId={props.iconOf(widget.type)}
      highlighted={!isWidgetSeen(widget.id)}
      position={position}
      onActivate={onActivate}
    />
  );
  const spots = [
    ...flat.map(({ widget, placement }, i) => hotspot(widget, `${widget.id}:${i}`, placementBox(placement))),
    ...sphere.map(({ widget, placement }, i) => {
      const { x, y } = equirectangularPoint(placement);
      return hotspot(widget, `${widget.id}@${i}`, {
        left: `${x * 100}%`,
        top: `${y * 100}%`,
        width: POINT_SIZE,
        height: POINT_SIZE,
        transform: 'translate(-50%, -50%)',
      });
    }),
  ];
  const { background } = viewpoint;

  return (
    <Box
      data-testid="area-stage"
      data-viewpoint-id={viewpoint.id}
      sx={{
        position: 'relative',
        flex: '1 1 0',
        minHeight: { xs: 200, sm: 280 },
        containerType: 'size',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
      }}
    >
      {!panoramaReady && (
        <BackgroundBox ratio={ratio}>
          <AreaBackground assetId={assetId} fallbackAlt={props.alt} onRatio={setRatio} />
          {background.type === 'BackgroundVideo' && background.playerActive && (
            <WidgetErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <BackgroundVideoPlayer
                  videoUrl={background.videoUrl}
                  cookieProviders={props.cookieProviders}
                  title={t('area.backgroundVideo', { area: props.areaName })}
                />
              </Suspense>
            </WidgetErrorBoundary>
          )}
          {spots.length > 0 && (
            <Box
              role="group"
              aria-label={t('area.widgets')}
              sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
            >
              {spots}
            </Box>
          )}
        </BackgroundBox>
      )}
      {panorama && (
        <WidgetErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <PanoramaLayer
              assetId={assetId}
              alt={props.alt}
              placed={sphere}
              iconOf={props.iconOf}
              onActivate={onActivate}
              ready={panoramaReady}
              onReady={() => setPanoramaReady(true)}
            />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </Box>
  );
}
