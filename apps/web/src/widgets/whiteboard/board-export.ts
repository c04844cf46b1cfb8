import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';

type Exporters = {
  exportToBlob: typeof import('@excalidraw/excalidraw').exportToBlob;
  exportToSvg: typeof import('@excalidraw/excalidraw').exportToSvg;
};

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Saves the board as the viewer sees it (its elements, images and background) as a PNG or SVG
 * file, drawn by Excalidraw in the browser.
 */
export async function exportBoard(
  api: ExcalidrawImperativeAPI,
  format: 'png' | 'svg',
  name: string,
  { exportToBlob, exportToSvg }: Exporters,
) {
  const scene = {
    elements: api.getSceneElements(),
    appState: { ...api.getAppState(), exportBackground: true },
    files: api.getFiles(),
  };
  const fileName = `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'whiteboard'}.${format}`;
  if (format === 'png') {
    download(await exportToBlob({ ...scene, mimeType: 'image/png' }), fileName);
    return;
  }
  const svg = await exportToSvg(scene);
  download(new Blob([svg.outerHTML], { type: 'image/svg+xml' }), fileName);
}
