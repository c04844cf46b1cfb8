import { describe, expect, it } from 'vitest';
import { UNPUBLISHED_VERSION } from '../constants';
import { venueVersionSchema } from '../venue/venue-version.schema';
import { publicationState } from './publication.rule';

describe('publicationState', () => {
  it('is unknown without a version', () => {
    expect(publicationState(undefined)).toBe('unknown');
  });

  it('is unpublished in live mode with published version -1', () => {
    expect(
      publicationState({
        mode: 'LIVE',
        publishedVersion: UNPUBLISHED_VERSION,
        publishedArchitectureId: null,
      }),
    ).toBe('unpublished');
  });

  it('is published in live mode with a published version', () => {
    expect(publicationState({ mode: 'LIVE', publishedVersion: 0, publishedArchitectureId: 'a' })).toBe(
      'published',
    );
  });

  it('is published in stage mode even when nothing is published live', () => {
    expect(
      publicationState({
        mode: 'STAGE',
        publishedVersion: UNPUBLISHED_VERSION,
        publishedArchitectureId: null,
        version: 4,
      }),
    ).toBe('published');
  });
});

describe('venueVersionSchema', () => {
  it('accepts the /venue/version reply', () => {
    const reply = { mode: 'LIVE', publishedVersion: 3, publishedArchitectureId: 'example-expo' };
    expect(venueVersionSchema.parse(reply)).toEqual(reply);
  });

  it('rejects an unknown mode and a fractional version', () => {
    expect(
      venueVersionSchema.safeParse({ mode: 'DRAFT', publishedVersion: 1, publishedArchitectureId: null })
        .success,
    ).toBe(false);
    expect(
      venueVersionSchema.safeParse({ mode: 'LIVE', publishedVersion: 1.5, publishedArchitectureId: null })
        .success,
    ).toBe(false);
  });
});
