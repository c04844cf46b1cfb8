// @vitest-environment jsdom
import { VISITOR_ID_STORAGE_KEY } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newVisitorUuid, visitorId } from './visitor-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('visitor id (spec §9 tracking:visitor-id)', () => {
  it('is a UUID made once and kept in tracking:visitor-id', () => {
    const id = visitorId();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
    expect(visitorId()).toBe(id);
  });

  it('keeps a valid stored id and replaces one that is not an id', () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, '0123456789abcdef');
    expect(visitorId()).toBe('0123456789abcdef');
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, 'not an id!');
    const id = visitorId();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
  });

  it('outside a secure context (no randomUUID) is still a version-4 UUID', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const ids = new Set(Array.from({ length: 50 }, () => newVisitorUuid()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('with storage blocked, one id for the whole page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const id = visitorId();
    expect(id).toMatch(UUID);
    expect(visitorId()).toBe(id);
  });
});
