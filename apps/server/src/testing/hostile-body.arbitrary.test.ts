import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMutation, type Mutation, mutated, poisoned } from './hostile-body.arbitrary';

describe('hostile bodies', () => {
  it('give an empty array an index, never a generated key such as length', () => {
    for (const kind of ['replace', 'poison', 'delete', 'add'] as const) {
      const change: Mutation = { kind, at: 0, key: 'length', value: 'x' };
      const result = applyMutation([], change);
      expect(Array.isArray(result), kind).toBe(true);
    }
  });

  it('mutate and poison arrays and objects without breaking the generator', () => {
    const shapes = fc.constantFrom<unknown>([], {}, [[]], { items: [] }, [1, 'a'], { a: { b: [] } });
    fc.assert(
      fc.property(fc.tuple(mutated(shapes), poisoned(shapes)), ([broken, poison]) => {
        expect(() => JSON.stringify([broken, poison])).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
