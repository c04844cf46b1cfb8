import { describe, expect, it } from 'vitest';
import { type BoardAwarenessState, collaboratorsOf, colourOf, selectedIds } from './board-collaborators';

describe('board collaborators', () => {
  const states = new Map<number, BoardAwarenessState>([
    [1, { user: { userId: 'me', name: 'Me' }, pointer: { x: 1, y: 2, tool: 'pointer' } }],
    [
      2,
      {
        user: { userId: 'u-anna', name: 'Anna' },
        pointer: { x: 10, y: 20, tool: 'laser' },
        button: 'down',
        selectedElementIds: ['e1', 7, 'e2'],
      },
    ],
    [3, { pointer: { x: 1, y: 1 } }],
    [4, { user: { userId: 'u-bo', name: 42 }, pointer: { x: Number.NaN, y: 'a' }, selectedElementIds: 'e1' }],
  ]);

  it("shows the others' pointers with names and selections, never oneself", () => {
    const collaborators = collaboratorsOf(states, 1);
    expect([...collaborators.keys()]).toEqual(['2', '4']);
    expect(collaborators.get('2' as never)).toMatchObject({
      id: 'u-anna',
      username: 'Anna',
      pointer: { x: 10, y: 20, tool: 'laser' },
      button: 'down',
      selectedElementIds: { e1: true, e2: true },
      color: colourOf('u-anna'),
    });
  });

  it('leaves out what is malformed: no user id, no name, no finite pointer, no selection list', () => {
    const bo = collaboratorsOf(states, 1).get('4' as never);
    expect(bo).toMatchObject({ id: 'u-bo', username: null, pointer: undefined, button: 'up' });
    expect(bo?.selectedElementIds).toBeUndefined();
  });

  it('gives a user the same colour everywhere', () => {
    expect(colourOf('u-anna')).toEqual(colourOf('u-anna'));
    expect(colourOf('u-anna').stroke).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('sends the selection as a list of ids', () => {
    expect(selectedIds({ a: true, b: false, c: true })).toEqual(['a', 'c']);
  });
});
