import { type Asset, isPublicVenuePart } from '@atrium/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../stores/session.store';
import { useVenueStore } from '../stores/venue.store';
import { type AssetAttempt, afterError, firstAttempt, needsSigning } from './asset-fallback';
import { assetUrlSigner, maySign } from './asset-url-signer';

/**
 * The URL to load an asset from, signed when it lives under /backend-assets/, sized when `width`
 * (CSS pixels) is given, with the §4 fallback sequence driven by `onError`.
 */
export type AssetSource = {
  asset: Asset | undefined;
  /** Undefined while the URL is being signed. */
  src: string | undefined;
  /** Call from the element's error event; advances the fallback (sized → original → re-sign). */
  onError: () => void;
  /** Set once every fallback failed (the widget shows §8's content problem text). */
  failed: boolean;
};

/** Device pixels for a width in CSS pixels (the variant is chosen by what the screen draws). */
export const devicePixels = (cssWidth: number) => Math.ceil(cssWidth * (window.devicePixelRatio || 1));

/**
 * The status of a URL whose image failed. An image's error event carries no status, so the
 * same URL is asked again with HEAD: the server checks signature and file as for GET, without
 * sending the file. Plain fetch, not the API client: a refused asset must not end the session.
 */
export async function probeStatus(url: string): Promise<number | undefined> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return undefined;
  }
}

type AssetFailureLog = (message: string) => void;
let assetFailureLog: AssetFailureLog = (message) => console.warn(message);

/**
 * Where asset failures go: the front-end log, wired in at start by the area route's module
 * (`area-page.tsx`), else the console. Not imported here: this hook is shared with lazily loaded
 * widgets, and the bundler would then move the log into a first-load chunk of its own (0.7 kB).
 */
export function setAssetFailureLog(log: AssetFailureLog): void {
  assetFailureLog = log;
}

/** Spec §8: an asset that could not be loaded at all is logged as a warning. */
export function logAssetFailure(assetId: string | undefined, width: number | undefined): void {
  assetFailureLog(`Failed to load asset ${assetId} in size ${width ?? 'original'}`);
}

type State = { key: string; attempt: AssetAttempt | undefined; src: string | undefined };

export function useAssetSource(assetId: string | undefined, options: { width?: number } = {}): AssetSource {
  const asset = useVenueStore((s) => s.venue?.assets.find((candidate) => candidate.id === assetId));
  // Before login on a venue that requires it, the server signs the files of the public part
  // (logo, favicon, legal files) it sent: all the assets such a venue holds.
  const publicPart = useVenueStore((s) => s.venue !== undefined && isPublicVenuePart(s.venue));
  const signing = useSessionStore(maySign) || publicPart;
  const original = asset?.uri;
  const first = original ? firstAttempt(original, options.width && devicePixels(options.width)) : undefined;
  const key = `${original}|${first?.width}`;
  const initial = (): State => ({ key, attempt: first, src: first && assetUrlSigner.peek(first.uri) });
  const [stored, setState] = useState(initial);
  const state = stored.key === key ? stored : initial();
  if (state !== stored) setState(state);
  const current = useRef(state);
  current.current = state;
  /** The attempt whose failure is being looked into (an image may report its error twice). */
  const probing = useRef<AssetAttempt>(undefined);

  const fail = useCallback(
    (attempt: AssetAttempt) => {
      logAssetFailure(assetId, first?.width);
      setState((s) =>
        s.attempt === attempt ? { ...s, attempt: { ...attempt, failed: true }, src: undefined } : s,
      );
    },
    [assetId, first?.width],
  );

  const { attempt, src } = state;
  useEffect(() => {
    if (!attempt || attempt.failed || src || (needsSigning(attempt.uri) && !signing)) return;
    let live = true;
    assetUrlSigner.sign(attempt.uri).then(
      (signed) => live && setState((s) => (s.attempt === attempt ? { ...s, src: signed } : s)),
      () => live && fail(attempt),
    );
    return () => {
      live = false;
    };
  }, [attempt, src, signing, fail]);

  const onError = useCallback(() => {
    const { attempt: failing, src: failedSrc } = current.current;
    if (!failing || !failedSrc || failing.failed || !original || probing.current === failing) return;
    probing.current = failing;
    void (needsSigning(failing.uri) ? probeStatus(failedSrc) : Promise.resolve(undefined)).then((status) => {
      if (current.current.attempt !== failing) return;
      if (status === 403) assetUrlSigner.refuse(failing.uri, failedSrc);
      const next = afterError(failing, original, status);
      if (next.failed) return fail(failing);
      setState((s) =>
        s.attempt === failing ? { ...s, attempt: next, src: assetUrlSigner.peek(next.uri) } : s,
      );
    });
  }, [original, fail]);

  return { asset, src, onError, failed: attempt?.failed ?? false };
}
