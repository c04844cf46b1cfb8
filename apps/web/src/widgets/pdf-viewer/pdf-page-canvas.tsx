import Box from '@mui/material/Box';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';

// Canvas memory grows with the square of the size; sharper than 2 device pixels per CSS pixel
// or larger than 16 megapixels is not worth it.
const MAX_PIXEL_RATIO = 2;
const MAX_CANVAS_PIXELS = 16_000_000;

type PdfPageCanvasProps = {
  document: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  label: string;
  onError: (error: unknown) => void;
};

/** One page of the document drawn on a canvas at `scale` (1 = the page's size in CSS pixels). */
export function PdfPageCanvas({ document, pageNumber, scale, label, onError }: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reportError = useRef(onError);
  reportError.current = onError;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    canvas.dataset.rendered = 'false';
    document
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        const viewport = page.getViewport({ scale });
        const fits = Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height));
        const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO, fits);
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({
          canvas,
          viewport,
          ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
        });
        return task.promise.then(() => {
          if (!cancelled) canvas.dataset.rendered = 'true';
        });
      })
      .catch((error: unknown) => {
        if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
        reportError.current(error);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, pageNumber, scale]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="pdf-page"
      data-page={pageNumber}
      data-scale={scale.toFixed(3)}
      sx={{ display: 'block', mx: 'auto', bgcolor: '#fff', boxShadow: 2 }}
    />
  );
}
