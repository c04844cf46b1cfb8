import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import { Cache, SYSTEM, Viewer } from '@photo-sphere-viewer/core';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { MARKER_SIZE } from './panorama-markers';

/** Turning speed when the view moves to a focused hotspot. */
const TURN_SPEED = '12rpm';

type Position = { yaw: number; pitch: number };

export type PanoramaMarker = { id: string; position: Position; element: HTMLElement };

export type PanoramaEngineOptions = {
  /** The equirectangular picture's URL and its file, already fetched. */
  panorama: { url: string; file: Blob };
  /** The first frame of the panorama has been drawn. */
  onReady: () => void;
  /** WebGL is missing or the picture cannot be decoded. */
  onError: () => void;
  /** A marker was clicked or tapped. */
  onSelect: (markerId: string) => void;
};

export type PanoramaEngine = {
  setMarkers: (markers: readonly PanoramaMarker[]) => void;
  /** Turns the view to a position (at once when `animated` is false). */
  lookAt: (position: Position, animated: boolean) => void;
  /** Arrow keys and +/− move the view only while the viewer has the focus. */
  setKeyboard: (enabled: boolean) => void;
  destroy: () => void;
};

/** Gives the canvas' WebGL context back to the browser now instead of at garbage collection. */
function releaseContext(container: HTMLElement) {
  const canvas = container.querySelector('canvas');
  canvas?.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
}

/** A Photo Sphere Viewer with the markers plugin, without its own navbar, loader or keyboard use. */
export function createPanoramaEngine(host: HTMLElement, options: PanoramaEngineOptions): PanoramaEngine {
  const viewer = new Viewer({
    container: host,
    navbar: false,
    keyboard: false,
    plugins: [MarkersPlugin],
  });
  const destroy = () => {
    releaseContext(host);
    try {
      viewer.destroy();
    } catch {
      // A viewer that failed to start has parts missing; its element is all there is to remove.
      host.replaceChildren();
    }
  };
  if (!SYSTEM.isWebGLSupported || SYSTEM.maxTextureWidth === 0) {
    queueMicrotask(options.onError);
    return { setMarkers: () => {}, lookAt: () => {}, setKeyboard: () => {}, destroy };
  }

  const markers = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
  markers.addEventListener('select-marker', ({ marker, doubleClick, rightClick }) => {
    if (!doubleClick && !rightClick) options.onSelect(marker.id);
  });
  viewer.addEventListener('ready', () => viewer.addEventListener('render', options.onReady, { once: true }), {
    once: true,
  });
  // The viewer takes files from its cache before fetching; the file is there only until it is read.
  const { url, file } = options.panorama;
  Cache.add(url, url, file);
  viewer
    .setPanorama(url, { showLoader: false })
    .catch((error: unknown) => {
      // Replaced by another panorama or destroyed meanwhile: nothing failed.
      if (!(error instanceof Error && error.name === 'AbortError')) options.onError();
    })
    .finally(() => Cache.remove(url, url));

  return {
    setMarkers: (list) =>
      markers.setMarkers(
        list.map(({ id, position, element }) => ({
          id,
          position,
          element,
          size: { width: MARKER_SIZE, height: MARKER_SIZE },
        })),
      ),
    lookAt: (position, animated) => {
      if (animated) void viewer.animate({ ...position, speed: TURN_SPEED });
      else viewer.rotate(position);
    },
    setKeyboard: (enabled) => (enabled ? viewer.startKeyboardControl() : viewer.stopKeyboardControl()),
    destroy,
  };
}
