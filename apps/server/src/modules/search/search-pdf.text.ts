/** The most pages of one PDF the index reads (a longer one is indexed up to here). */
export const PDF_MAX_PAGES = 300;
/** The most text kept of one page, in characters. */
const PAGE_MAX_CHARS = 20_000;

type TextItem = { str?: string; hasEOL?: boolean };

/**
 * The text of each page of a PDF, read on the server with pdf.js (no worker thread, no fonts,
 * no scripts: text only). A PDF that needs a password is not read — what it protects is not for
 * the index — and neither is one pdf.js cannot open: both answer null.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[] | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, PDF_MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItem[])
        .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ' '}`)
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      pages.push(text.slice(0, PAGE_MAX_CHARS));
      page.cleanup();
    }
    return pages;
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}
