import { describe, expect, it, vi } from 'vitest';
import { OUTDATED_RELOAD_KEY, reloadOnceWhenOutdated } from './outdated-client';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('an outdated client', () => {
  it('reloads once per protocol version, then no more', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceWhenOutdated(storage, reload, 1)).toBe(true);
    expect(reloadOnceWhenOutdated(storage, reload, 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(OUTDATED_RELOAD_KEY)).toBe('1');
  });

  it('reloads again when the reloaded app speaks another version that is outdated too', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceWhenOutdated(storage, reload, 1);
    expect(reloadOnceWhenOutdated(storage, reload, 2)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
