import { useEffect } from 'react';
import { useDraftStore } from '../draft/draft.store';

/** Ctrl/⌘+Z undoes the last edit of the draft; Ctrl/⌘+Shift+Z and Ctrl+Y redo it. */
export function useUndoKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (!undo && !redo) return;
      event.preventDefault();
      const draft = useDraftStore.getState();
      if (redo) draft.redo();
      else draft.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
