import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PanoramaHotspot } from '../hotspot.types';
import type { PanoramaEngine } from './panorama-engine';
import { loadPanoramaImage } from './panorama-image';
import { PanoramaMarker } from './panorama-marker';
import { inTabOrder, positionOf } from './panorama-markers';

export type PanoramaViewpointProps = {
  /** The equirectangular picture. */
  imageUrl: string;
  /** Accessible name of the viewer. */
  alt: string;
  hotspots: PanoramaHotspot[];
  onActivate: (widgetId: string) => void;
  /** Called once the panorama is drawn (the element then carries data-ready="true"). */
  onReady?: () => void;
};

type Status = 'loading' | 'ready' | 'error';

// Photo Sphere Viewer and three.js (about 170 kB gzip) come in a chunk of their own. This module is
// loaded for 360° viewpoints only, so the chunk is fetched at once, while the picture's URL is
// still being signed; a failed fetch is tried again by the next viewer.
let engineLoad: Promise<typeof import('./panorama-engine')> | undefined;
const loadEngine = () => {
  engineLoad ??= import('./panorama-engine').catch((error: unknown) => {
    engineLoad = undefined;
    throw error;
  });
  return engineLoad;
};
loadEngine().catch(() => {});

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Viewer parts restyled for the venue: its own loader and error overlay give way to ours. */
const viewerSx = {
  '& .psv-container': { overflow: 'clip', background: 'transparent' },
  '& .psv-loader-container, & .psv-overlay': { display: 'none' },
  // Markers out of view stay in the Tab order (invisible); focusing one turns the view to it.
  '& .psv-marker--normal': { display: 'block' },
  '& .psv-marker--normal:not(.psv-marker--visible)': { pointerEvents: 'none', '& > *': { opacity: 0 } },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
};

/**
 * A 360° viewpoint: the panorama in a WebGL viewer filling the area box, with the widgets as
 * markers that are buttons in the Tab order. Arrow keys and +/− turn and zoom while the viewer or
 * a marker has the focus. A new picture starts a new viewer; the old one and its WebGL context
 * are released.
 */
export function PanoramaViewpoint({ imageUrl, alt, hotspots, onActivate, onReady }: PanoramaViewpointProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<PanoramaEngine>();
  const [status, setStatus] = useState<Status>('loading');
  const latest = useRef({ onActivate, onReady });
  latest.current = { onActivate, onReady };

  // One element per hotspot id, handed to the viewer once and filled by React through a portal.
  const markerElements = useRef(new Map<string, HTMLElement>()).current;
  const elementFor = (id: string) => {
    let element = markerElements.get(id);
    if (!element) {
      element = document.createElement('div');
      element.style.width = '100%';
      element.style.height = '100%';
      markerElements.set(id, element);
    }
    return element;
  };
  const ordered = inTabOrder(hotspots);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let live = true;
    let created: PanoramaEngine | undefined;
    setStatus('loading');
    Promise.all([loadEngine(), loadPanoramaImage(imageUrl)]).then(
      ([{ createPanoramaEngine }, file]) => {
        if (!live) return;
        created = createPanoramaEngine(host, {
          panorama: { url: imageUrl, file },
          onReady: () => live && setStatus('ready'),
          onError: () => live && setStatus('error'),
          onSelect: (id) => live && latest.current.onActivate(id),
        });
        setEngine(created);
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
      created?.destroy();
      setEngine(undefined);
    };
  }, [imageUrl]);

  const markersKey = ordered.map(({ id, yaw, pitch }) => `${id}@${yaw},${pitch}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers change only when markersKey does
  useEffect(() => {
    engine?.setMarkers(
      ordered.map((hotspot) => ({
        id: hotspot.id,
        position: positionOf(hotspot),
        element: elementFor(hotspot.id),
      })),
    );
  }, [engine, markersKey]);

  useEffect(() => {
    if (status === 'ready') latest.current.onReady?.();
  }, [status]);

  const ready = status === 'ready';
  return (
    <Box
      data-testid="panorama-viewpoint"
      data-status={status}
      data-ready={ready || undefined}
      sx={{ position: 'relative', width: '100%', height: '100%', pointerEvents: ready ? 'auto' : 'none' }}
    >
      <Box
        ref={hostRef}
        role="region"
        aria-label={alt}
        aria-describedby={hintId}
        tabIndex={ready ? 0 : -1}
        onFocus={() => engine?.setKeyboard(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) engine?.setKeyboard(false);
        }}
        sx={{ position: 'absolute', inset: 0, visibility: ready ? 'visible' : 'hidden', ...viewerSx }}
      >
        {ordered.map((hotspot) =>
          createPortal(
            <PanoramaMarker
              hotspot={hotspot}
              onFocus={() => engine?.lookAt(positionOf(hotspot), !prefersReducedMotion())}
              onKeyboardActivate={() => onActivate(hotspot.id)}
            />,
            elementFor(hotspot.id),
            hotspot.id,
          ),
        )}
      </Box>
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {t('panorama.keyboardHint')}
      </Box>
      {/* Over the flat picture the area shows until the viewer is ready. */}
      {status === 'loading' && (
        <CircularProgress
          size={28}
          aria-label={t('panorama.loading')}
          sx={{ position: 'absolute', right: 16, bottom: 16, zIndex: 1 }}
        />
      )}
      {status === 'error' && (
        <Alert severity="warning" sx={{ position: 'absolute', left: 16, right: 16, bottom: 16, zIndex: 1 }}>
          {t('panorama.error')}
        </Alert>
      )}
    </Box>
  );
}
