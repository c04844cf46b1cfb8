import type * as Y from 'yjs';

/**
 * What the board's Yjs document holds, as Excalidraw's own collaboration shares a scene: each
 * element as a whole JSON value under its id in one map (deleted ones stay as tombstones with
 * `isDeleted`, so that a deletion wins over an older edit), and the images' metadata under their
 * file id in another (the pixels are the server's, read through signed URLs). Which copy of an
 * element wins is Excalidraw's rule: the higher `version`, on a tie the lower `versionNonce`.
 */
export type SharedElement = {
  readonly id: string;
  readonly version: number;
  readonly versionNonce: number;
  readonly isDeleted?: boolean;
  readonly fileId?: string | null;
};

export type SharedFile = { id: string; mimeType: string; created: number };

export const elementsOf = (doc: Y.Doc) => doc.getMap<SharedElement>('elements');
export const filesOf = (doc: Y.Doc) => doc.getMap<SharedFile>('files');

/** Whether `candidate` wins over `current` by Excalidraw's reconciliation rule. */
export function wins(candidate: SharedElement, current: SharedElement | undefined): boolean {
  if (!current) return true;
  if (candidate.version !== current.version) return candidate.version > current.version;
  return candidate.versionNonce < current.versionNonce;
}

/** Writes the elements that win over the document's copies, in one transaction; returns how many. */
export function writeElements(doc: Y.Doc, elements: readonly SharedElement[], origin: unknown): number {
  const map = elementsOf(doc);
  const changed = elements.filter((element) => wins(element, map.get(element.id)));
  if (changed.length === 0) return 0;
  doc.transact(() => {
    for (const element of changed) map.set(element.id, structuredCloneElement(element));
  }, origin);
  return changed.length;
}

/** Records images the scene uses and the document does not know yet. */
export function writeFiles(doc: Y.Doc, files: readonly SharedFile[], origin: unknown): number {
  const map = filesOf(doc);
  const added = files.filter((file) => !map.has(file.id));
  if (added.length === 0) return 0;
  doc.transact(() => {
    for (const { id, mimeType, created } of added) map.set(id, { id, mimeType, created });
  }, origin);
  return added.length;
}

// Excalidraw freezes nothing but mutates elements in place while one is drawn: the document keeps
// a copy of the element as it was when written.
function structuredCloneElement<T extends SharedElement>(element: T): T {
  return JSON.parse(JSON.stringify(element)) as T;
}
