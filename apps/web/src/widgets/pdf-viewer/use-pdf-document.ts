import type { Asset } from '@atrium/domain';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assetUrlSigner, signedAssetUrl } from '../../shared/assets/asset-url-signer';
import { loadPdfJs } from './load-pdfjs';

export type PdfDocumentState =
  | { status: 'loading' }
  /** pdf.js asks for the password; `incorrect` after a wrong one, `checking` while one is tried. */
  | { status: 'password'; incorrect: boolean; checking: boolean }
  /** The visitor closed the password prompt. */
  | { status: 'cancelled' }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'error' };

/** One opening of the document; it ends when superseded, cancelled or unmounted. */
type Run = {
  id: string;
  ended: boolean;
  /** Ended by the visitor: stays ended until they ask to reopen. */
  cancelled?: boolean;
  task?: PDFDocumentLoadingTask;
  answer?: (password: string) => void;
};

function end(run: Run | undefined) {
  if (!run || run.ended) return;
  run.ended = true;
  run.answer = undefined;
  void run.task?.destroy();
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * Opens the asset's PDF with pdf.js, from a signed URL, and asks for its password when it is
 * protected. A URL the server refuses (403: its signature expired) is signed once more.
 */
export function usePdfDocument(asset: Asset | undefined) {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const run = useRef<Run | undefined>(undefined);
  const uri = asset?.uri;

  useEffect(() => {
    if (!uri) return;
    const id = `${uri}#${attempt}`;
    const previous = run.current;
    // The same opening is kept unless something else than the visitor ended it (e.g. a remount).
    if (previous?.id === id && (!previous.ended || previous.cancelled)) return;
    end(previous);
    const current: Run = { id, ended: false };
    run.current = current;
    setState({ status: 'loading' });

    const open = async (resigned: boolean): Promise<void> => {
      const [url, pdfjs] = await Promise.all([signedAssetUrl(uri), loadPdfJs()]);
      if (current.ended) return;
      const task = pdfjs.getDocument({ url, isEvalSupported: false });
      current.task = task;
      task.onPassword = (update: (password: string) => void, reason: number) => {
        if (current.ended) return;
        current.answer = update;
        const incorrect = reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD;
        setState({ status: 'password', incorrect, checking: false });
      };
      try {
        const document = await task.promise;
        if (!current.ended) setState({ status: 'ready', document });
      } catch (error) {
        if (current.ended || resigned || statusOf(error) !== 403) throw error;
        assetUrlSigner.refuse(uri, url);
        return open(true);
      }
    };
    open(false).catch((error: unknown) => {
      if (current.ended) return;
      console.warn(`Failed to load PDF ${uri}`, error);
      setState({ status: 'error' });
    });
  }, [uri, attempt]);

  useEffect(() => () => end(run.current), []);

  const submitPassword = useCallback((password: string) => {
    const respond = run.current?.answer;
    if (!respond) return;
    setState({ status: 'password', incorrect: false, checking: true });
    respond(password);
  }, []);

  const cancelPassword = useCallback(() => {
    if (run.current) run.current.cancelled = true;
    end(run.current);
    setState({ status: 'cancelled' });
  }, []);

  /** Opens the document again (after a cancelled prompt or a failure). */
  const reopen = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, submitPassword, cancelPassword, reopen };
}
