import { useEffect, useState } from 'react';

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle (at most a second later): work that
 * is not needed for the first picture — the cookie banner, analytics — waits for it instead of
 * competing with the area's background for the main thread.
 */
export function afterFirstPaint(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 1000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return settled;
}

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
