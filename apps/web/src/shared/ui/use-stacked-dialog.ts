import { useEffect, useRef } from 'react';
import { useUiStore } from '../stores/ui.store';

/**
 * Puts an open dialog on the dialog stack and closes it when the stack drops it (the dialog
 * guard closes every dialog on navigation).
 */
export function useStackedDialog(id: string, open: boolean, onClose: () => void) {
  const onStack = useUiStore((s) => s.dialogs.includes(id));
  const wasOnStack = useRef(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const ui = useUiStore.getState();
    if (open) ui.addDialog(id);
    else ui.removeDialog(id);
    return () => useUiStore.getState().removeDialog(id);
  }, [id, open]);

  useEffect(() => {
    if (wasOnStack.current && !onStack && open) close.current();
    wasOnStack.current = onStack;
  }, [onStack, open]);
}
