import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedUuid } from './chat-ids';

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID that the contract accepts', () => {
    const id = timeOrderedUuid();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('sorts by its time, and differs within one millisecond', () => {
    const ids = [timeOrderedUuid(1_000), timeOrderedUuid(2_000), timeOrderedUuid(3_000)];
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]!.startsWith('00000000-03e8')).toBe(true);
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(5)))).toHaveProperty('size', 1000);
  });
});
