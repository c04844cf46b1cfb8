type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded on first use: its library and its worker (a static file of its own) stay out of
 * the first-load bundle. The legacy build carries the polyfills that browsers older than the
 * newest need.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  loading.catch(() => {
    // A failed chunk load (e.g. offline) is tried again next time.
    loading = undefined;
  });
  return loading;
}
