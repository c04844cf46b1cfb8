import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { elementsOf, type SharedElement, wins } from './board-doc';
import { bindScene, type Reconcile, type SceneApi } from './scene-binding';

type Element = SharedElement & { x: number };

/** Excalidraw's reconciliation by its rule (a stand-in: Excalidraw itself does not load in Node). */
const reconcile = ((local: readonly Element[], remote: readonly Element[]) => {
  const byId = new Map(local.map((element) => [element.id, element]));
  for (const element of remote) {
    const mine = byId.get(element.id);
    if (!mine || wins(element, mine)) byId.set(element.id, element);
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}) as unknown as Reconcile;

function fakeScene() {
  const scene = {
    elements: [] as Element[],
    captures: [] as unknown[],
    api: {} as SceneApi,
  };
  scene.api = {
    getSceneElementsIncludingDeleted: () => scene.elements as never,
    getAppState: () => ({}) as never,
    updateScene: ({ elements, captureUpdate }) => {
      if (elements) scene.elements = [...(elements as unknown as Element[])];
      scene.captures.push(captureUpdate);
    },
  };
  return scene;
}

/** Two clients whose documents exchange updates as the server relays them (remote origin). */
function twoClients() {
  const docs = [new Y.Doc(), new Y.Doc()] as const;
  const remote = Symbol('remote');
  docs[0].on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== remote) Y.applyUpdate(docs[1], update, remote);
  });
  docs[1].on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== remote) Y.applyUpdate(docs[0], update, remote);
  });
  const scenes = [fakeScene(), fakeScene()] as const;
  const bindings = docs.map((doc, i) =>
    bindScene(doc, (scenes[i] as ReturnType<typeof fakeScene>).api, {
      reconcile,
      origin: doc.clientID,
      captureNever: 'NEVER' as never,
    }),
  );
  return { docs, scenes, bindings };
}

const shape = (id: string, version: number, versionNonce: number, x = 0): Element => ({
  id,
  version,
  versionNonce,
  x,
});

describe('scene binding', () => {
  it("puts one user's new shape into the other's scene, outside the other's undo history", () => {
    const { scenes, bindings } = twoClients();
    scenes[0].elements = [shape('a', 1, 5)];
    bindings[0]?.sceneChanged(scenes[0].elements as never, {});
    expect(scenes[1].elements).toEqual([shape('a', 1, 5)]);
    expect(scenes[1].captures.every((capture) => capture === 'NEVER')).toBe(true);
  });

  it('converges on the winning copy when both change one element at once', () => {
    // Both edit offline: the documents do not exchange until both have written.
    const offline = [new Y.Doc(), new Y.Doc()];
    const scenesOffline = [fakeScene(), fakeScene()];
    const bound = offline.map((doc, i) =>
      bindScene(doc, (scenesOffline[i] as ReturnType<typeof fakeScene>).api, {
        reconcile,
        origin: doc.clientID,
        captureNever: 'NEVER' as never,
      }),
    );
    const edits = [shape('a', 3, 7, 1), shape('a', 3, 2, 2)];
    edits.forEach((edit, i) => {
      const scene = scenesOffline[i] as ReturnType<typeof fakeScene>;
      scene.elements = [edit];
      bound[i]?.sceneChanged(scene.elements as never, {});
    });
    const [first, second] = offline as [Y.Doc, Y.Doc];
    Y.applyUpdate(first, Y.encodeStateAsUpdate(second), 'server');
    Y.applyUpdate(second, Y.encodeStateAsUpdate(first), 'server');
    Y.applyUpdate(first, Y.encodeStateAsUpdate(second), 'server');
    for (const doc of offline) expect(elementsOf(doc).get('a')).toEqual(shape('a', 3, 2, 2));
    for (const scene of scenesOffline) expect(scene.elements).toEqual([shape('a', 3, 2, 2)]);
  });

  it('keeps an older copy from overwriting a newer one, and a deletion wins over an older edit', () => {
    const { scenes, bindings } = twoClients();
    scenes[0].elements = [shape('a', 4, 1)];
    bindings[0]?.sceneChanged(scenes[0].elements as never, {});
    bindings[1]?.sceneChanged([shape('a', 2, 1, 50)] as never, {});
    expect(scenes[1].elements).toEqual([shape('a', 4, 1)]);
    scenes[1].elements = [{ ...shape('a', 5, 9), isDeleted: true }];
    bindings[1]?.sceneChanged(scenes[1].elements as never, {});
    expect(scenes[0].elements).toEqual([{ ...shape('a', 5, 9), isDeleted: true }]);
  });

  it('shares the metadata of the images the scene uses', () => {
    const { docs, bindings } = twoClients();
    const image = { ...shape('i', 1, 1), type: 'image', fileId: 'img-1' };
    const files = {
      'img-1': { id: 'img-1', mimeType: 'image/png', created: 5, dataURL: 'data:' },
      unused: { id: 'unused', mimeType: 'image/png', created: 5, dataURL: 'data:' },
    };
    bindings[0]?.sceneChanged([image] as never, files as never);
    expect([...docs[1].getMap('files').keys()]).toEqual(['img-1']);
  });
});
