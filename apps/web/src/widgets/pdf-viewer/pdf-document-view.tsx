import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from './pdf-page-canvas';
import { PdfToolbar } from './pdf-toolbar';
import { clampPage, fitWidthScale, type Zoom, zoomIn, zoomOut } from './pdf-zoom';
import './pdf-texts';

// Room for a vertical scroll bar beside the page, in CSS pixels.
const GUTTER = 20;

/** The width of an element's content box, kept up to date. */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** An open document: the toolbar and the current page, operable with the keyboard as well. */
export function PdfDocumentView({
  document,
  fill,
  startPage = 1,
}: {
  document: PDFDocumentProxy;
  fill: boolean;
  /** The page it opens at (a search result's), kept within the document. */
  startPage?: number;
}) {
  const { t } = useTranslation();
  const pageCount = document.numPages;
  const [page, setPage] = useState(() => clampPage(startPage, pageCount) ?? 1);
  const [zoom, setZoom] = useState<Zoom>({ kind: 'fit-width' });
  const [pageWidth, setPageWidth] = useState<number>();
  const [failed, setFailed] = useState(false);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const availableWidth = useWidth(scroller);
  const lastScale = useRef(1);

  useEffect(() => {
    let active = true;
    document.getPage(page).then(
      (proxy) => active && setPageWidth(proxy.getViewport({ scale: 1 }).width),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [document, page]);

  const scale =
    zoom.kind === 'scale'
      ? zoom.scale
      : pageWidth && availableWidth
        ? fitWidthScale(pageWidth, availableWidth - GUTTER)
        : undefined;
  if (scale !== undefined) lastScale.current = scale;
  const current = scale ?? lastScale.current;

  const goTo = (next: number) => {
    const valid = clampPage(next, pageCount);
    if (valid !== undefined) {
      setPage(valid);
      scroller?.scrollTo({ top: 0 });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = window.getComputedStyle(event.currentTarget).direction === 'rtl';
    const actions: Record<string, () => void> = {
      ArrowLeft: () => goTo(rtl ? page + 1 : page - 1),
      ArrowRight: () => goTo(rtl ? page - 1 : page + 1),
      Home: () => goTo(1),
      End: () => goTo(pageCount),
      '+': () => setZoom({ kind: 'scale', scale: zoomIn(current) }),
      '=': () => setZoom({ kind: 'scale', scale: zoomIn(current) }),
      '-': () => setZoom({ kind: 'scale', scale: zoomOut(current) }),
      '0': () => setZoom({ kind: 'fit-width' }),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        flex: fill ? '1 1 0' : undefined,
        minHeight: 0,
      }}
    >
      <PdfToolbar
        page={page}
        pageCount={pageCount}
        scale={current}
        fitWidth={zoom.kind === 'fit-width'}
        onPage={goTo}
        onZoomIn={() => setZoom({ kind: 'scale', scale: zoomIn(current) })}
        onZoomOut={() => setZoom({ kind: 'scale', scale: zoomOut(current) })}
        onFitWidth={() => setZoom({ kind: 'fit-width' })}
      />
      {/* Focusable, so that keyboard users can scroll a zoomed page and use the keys above. */}
      <Box
        ref={setScroller}
        tabIndex={0}
        role="region"
        aria-label={t('pdf.pages')}
        aria-keyshortcuts="ArrowLeft ArrowRight Home End + - 0"
        onKeyDown={onKeyDown}
        data-testid="pdf-pages"
        sx={{
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 2,
          ...(fill ? { flex: '1 1 0', minHeight: 240 } : { height: 'min(70vh, 900px)' }),
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {failed ? (
          <Alert severity="error">{t('errors.codes.WIDGET_ERROR')}</Alert>
        ) : (
          scale !== undefined && (
            <PdfPageCanvas
              document={document}
              pageNumber={page}
              scale={scale}
              label={t('pdf.pageLabel', { page, total: pageCount })}
              onError={(error) => {
                console.warn('Failed to render a PDF page', error);
                setFailed(true);
              }}
            />
          )
        )}
      </Box>
    </Box>
  );
}
