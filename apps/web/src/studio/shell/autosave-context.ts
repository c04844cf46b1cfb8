import { createContext, useContext } from 'react';
import type { Autosave } from '../draft/autosave';

export const AutosaveContext = createContext<Autosave | undefined>(undefined);

/** The studio's autosave: to save at once (before publishing) or to overwrite after a conflict. */
export function useAutosave(): Autosave {
  const autosave = useContext(AutosaveContext);
  if (!autosave) throw new Error('useAutosave outside the studio');
  return autosave;
}
