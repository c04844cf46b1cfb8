import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { AppState, BinaryFiles, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import type * as Y from 'yjs';
import { elementsOf, type SharedElement, type SharedFile, writeElements, writeFiles } from './board-doc';

export type SceneApi = Pick<
  ExcalidrawImperativeAPI,
  'getSceneElementsIncludingDeleted' | 'getAppState' | 'updateScene'
>;

/** Excalidraw's `reconcileElements` (passed in, so that this module loads without Excalidraw). */
export type Reconcile = (
  local: readonly OrderedExcalidrawElement[],
  remote: readonly never[],
  appState: AppState,
) => readonly OrderedExcalidrawElement[];

export type SceneBindingOptions = {
  reconcile: Reconcile;
  /** The transaction origin of this client's own writes (what the binding does not apply back). */
  origin: unknown;
  /** `CaptureUpdateAction.NEVER`: others' changes stay out of this user's undo history. */
  captureNever: NonNullable<Parameters<SceneApi['updateScene']>[0]['captureUpdate']>;
};

/**
 * Keeps an Excalidraw scene and a board's document in step. The document's changes made by others
 * are reconciled into the scene with Excalidraw's own rule (an element being edited here stays as
 * it is) and kept out of the undo history, so undo and redo only touch the user's own changes.
 * The scene's changes are written to the document when they win over its copies. After concurrent
 * edits of one element, the copy that wins by the rule is written back, so all clients converge.
 */
export function bindScene(doc: Y.Doc, api: SceneApi, options: SceneBindingOptions) {
  const elements = elementsOf(doc);
  const apply = () => {
    const remote = [...elements.values()] as never[];
    const next = options.reconcile(api.getSceneElementsIncludingDeleted(), remote, api.getAppState());
    api.updateScene({ elements: next, captureUpdate: options.captureNever });
    writeElements(doc, next as readonly SharedElement[], options.origin);
  };
  const observer = (_event: Y.YMapEvent<SharedElement>, transaction: Y.Transaction) => {
    if (transaction.origin !== options.origin) apply();
  };
  elements.observe(observer);
  apply();
  return {
    /** Excalidraw's onChange: the user's own changes go into the document. */
    sceneChanged(sceneElements: readonly OrderedExcalidrawElement[], files: BinaryFiles) {
      writeElements(doc, sceneElements as readonly SharedElement[], options.origin);
      const used = new Set(
        sceneElements.flatMap((element) => (element.isDeleted ? [] : [fileIdOf(element)])),
      );
      const shared: SharedFile[] = [];
      for (const file of Object.values(files)) {
        if (used.has(file.id)) shared.push({ id: file.id, mimeType: file.mimeType, created: file.created });
      }
      writeFiles(doc, shared, options.origin);
    },
    destroy() {
      elements.unobserve(observer);
    },
  };
}

const fileIdOf = (element: OrderedExcalidrawElement) =>
  element.type === 'image' && element.fileId ? element.fileId : undefined;
