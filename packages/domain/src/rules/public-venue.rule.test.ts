import { describe, expect, it } from 'vitest';
import type { Venue } from '../venue/venue.schema';
import { isPublicVenuePart } from './public-venue.rule';

const withAreas = (areas: unknown[]) => ({ architectures: [{ areas }] }) as unknown as Venue;

describe('isPublicVenuePart', () => {
  it('is true for a venue without areas and false for a published venue with areas', () => {
    expect(isPublicVenuePart(withAreas([]))).toBe(true);
    expect(isPublicVenuePart(withAreas([{ id: 'lobby' }]))).toBe(false);
  });
});
