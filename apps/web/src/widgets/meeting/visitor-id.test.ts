// @vitest-environment jsdom
import { VISITOR_ID_STORAGE_KEY } from '@atrium/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { visitorId } from './visitor-id';

beforeEach(() => localStorage.clear());

describe('visitorId', () => {
  it('creates an id once and keeps it', () => {
    const first = visitorId();
    expect(first).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(first);
    expect(visitorId()).toBe(first);
  });

  it('takes an id the tracker stored', () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, '0123456789abcdef');
    expect(visitorId()).toBe('0123456789abcdef');
  });

  it('replaces a stored value that is not an id', () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, 'not an id!');
    const id = visitorId();
    expect(id).not.toBe('not an id!');
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
  });
});
