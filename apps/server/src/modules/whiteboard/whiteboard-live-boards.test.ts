import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createLiveBoards } from './whiteboard-live-boards';
import { BOARD } from './whiteboard-test.helpers';

const shapesOf = (doc: Y.Doc) => Object.keys(doc.getMap('elements').toJSON()).sort();

describe.each(testDialects())('boards in memory (%s)', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(dialect);
  });
  afterAll(async () => {
    await app?.cleanup();
  });

  it('refuses the update that would make a board too large, and keeps the board as it was', async () => {
    const errors: unknown[] = [];
    const repository = app.services.whiteboard.repository;
    const live = createLiveBoards({
      repository,
      now: () => new Date(),
      reportError: (error) => errors.push(error),
      maxDocumentBytes: 4096,
    });
    const ref = { ...BOARD, boardId: 'small-board' };
    const board = await live.open(ref, 'member');
    const writer = new Y.Doc();
    const accepted: string[] = [];
    let refusal: unknown;
    for (let n = 0; n < 20 && !refusal; n++) {
      let update: Uint8Array = new Uint8Array();
      writer.once('update', (change: Uint8Array) => {
        update = change;
      });
      writer.getMap('elements').set(`shape-${n}`, 'x'.repeat(400));
      await live.applyLocal(board, board.generation, update).then(
        () => accepted.push(`shape-${n}`),
        (error: unknown) => {
          refusal = error;
        },
      );
    }
    expect(refusal).toMatchObject({ id: 'whiteboard.document_too_large' });
    expect(accepted.length).toBeGreaterThan(3);
    expect(shapesOf(board.doc)).toEqual(accepted.sort());

    // What is stored is exactly what was accepted, also after the compaction the limit made.
    const stored = await repository.load(ref);
    const reloaded = new Y.Doc();
    for (const update of [stored.snapshot, ...stored.updates.map((row) => row.update)])
      Y.applyUpdate(reloaded, update);
    expect(shapesOf(reloaded)).toEqual(accepted.sort());
    expect(stored.snapshot.byteLength).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await live.closeAll();
  });
});
