import { useEffect, useState } from 'react';
import { type AssetAttempt, firstAttempt } from '../../shared/assets/asset-fallback';
import { assetUrlSigner } from '../../shared/assets/asset-url-signer';
import { devicePixels } from '../../shared/assets/use-asset-source';

type State = { uri: string | null; attempt: AssetAttempt | undefined; src: string | undefined };

const initial = (uri: string | null, size: number): State => {
  const attempt = uri ? firstAttempt(uri, devicePixels(size)) : undefined;
  return { uri, attempt, src: attempt && assetUrlSigner.peek(attempt.uri) };
};

/**
 * The URL to show an avatar from: its sized variant, signed; the original when the variant
 * cannot be loaded; nothing (the initials show) when neither can.
 */
export function useAvatarSource(
  uri: string | null,
  size: number,
): { src: string | undefined; onError: () => void } {
  const [stored, setState] = useState(() => initial(uri, size));
  const state = stored.uri === uri ? stored : initial(uri, size);
  if (state !== stored) setState(state);
  const { attempt, src } = state;

  useEffect(() => {
    if (!attempt || attempt.failed || src) return;
    let live = true;
    assetUrlSigner.sign(attempt.uri).then(
      (signed) => live && setState((s) => (s.attempt === attempt ? { ...s, src: signed } : s)),
      () =>
        live &&
        setState((s) => (s.attempt === attempt ? { ...s, attempt: { ...attempt, failed: true } } : s)),
    );
    return () => {
      live = false;
    };
  }, [attempt, src]);

  const onError = () =>
    setState((s) => {
      if (!s.attempt || !s.uri || s.attempt.failed) return s;
      const next: AssetAttempt =
        s.attempt.width !== undefined
          ? { ...s.attempt, uri: s.uri, width: undefined }
          : { ...s.attempt, failed: true };
      return { ...s, attempt: next, src: next.failed ? undefined : assetUrlSigner.peek(next.uri) };
    });

  return { src: attempt?.failed ? undefined : src, onError };
}
