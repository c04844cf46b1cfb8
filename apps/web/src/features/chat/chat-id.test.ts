import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newClientKey } from './chat-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client keys', () => {
  it('are v4 uuids, also where randomUUID is missing (plain HTTP)', () => {
    expect(newClientKey({ randomUUID: () => webcrypto.randomUUID(), getRandomValues: (a) => a })).toMatch(
      UUID_V4,
    );
    const insecure = { getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array) };
    const keys = new Set(Array.from({ length: 200 }, () => newClientKey(insecure)));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
