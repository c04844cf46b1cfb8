import { type RefObject, useCallback, useEffect, useState } from 'react';

/** The Fullscreen API on one element: whether it is full screen, and entering and leaving. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(ref.current !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      if (ref.current && document.fullscreenElement === ref.current) void document.exitFullscreen();
    };
  }, [ref]);

  const enter = useCallback(() => {
    ref.current?.requestFullscreen().catch((error: unknown) => console.warn('Full screen refused', error));
  }, [ref]);
  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  }, []);

  return { supported: Boolean(document.fullscreenEnabled), active, enter, exit };
}
