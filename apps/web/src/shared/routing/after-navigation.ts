type Listener = (location: { pathname: string; search: string; hash: string }) => void;

const listeners = new Set<Listener>();

/** Subscribes to the signal sent once the guards of a navigation have finished. */
export function onAfterNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalAfterNavigation(location: Parameters<Listener>[0]) {
  document.documentElement.dataset.navigation = 'idle';
  for (const listener of listeners) {
    try {
      listener(location);
    } catch (error) {
      console.error('After-navigation listener failed', error);
    }
  }
}

export const PRIVACY_PREFERENCES_HASH = '#privacy-preferences';
