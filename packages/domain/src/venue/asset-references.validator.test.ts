import { describe, expect, it } from 'vitest';
import { findAssetReferenceIssues } from './asset-references.validator';
import { validateVenue } from './venue.validator';
import { exampleVenue } from './venue-test.helpers';

/** `inner` nested `levels` deep in alternating objects and arrays, built without recursion. */
function nested(levels: number, inner: unknown): unknown {
  let value = inner;
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { inner: value };
  return value;
}

describe('findAssetReferenceIssues', () => {
  it('walks a document nested 10,000 levels deep without overflowing the stack', () => {
    const venue = { assets: [{ id: 'logo' }], deep: nested(10_000, { assetId: 'missing' }) };
    const issues = findAssetReferenceIssues(venue);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toBe('No asset with id "missing" exists in the venue\'s assets');
    expect(issues[0]!.path.startsWith('deep[0].inner[0].inner')).toBe(true);
    expect(issues[0]!.path.endsWith('.assetId')).toBe(true);
  });

  it('reports references in document order, a nested one before a later sibling', () => {
    const venue = {
      assets: [{ id: 'logo' }],
      first: { inner: { assetId: 'a' }, assetIds: ['logo', 'b'] },
      logoAssetId: 'c',
    };
    expect(findAssetReferenceIssues(venue).map((issue) => issue.path)).toEqual([
      'first.inner.assetId',
      'first.assetIds[1]',
      'logoAssetId',
    ]);
  });
});

describe('validateVenue with deep nesting', () => {
  it('answers a venue with a 10,000 levels deep value as invalid instead of throwing', () => {
    const venue = { ...exampleVenue(), deep: nested(10_000, 1) };
    const result = validateVenue(venue);
    expect(result.ok).toBe(false);
  });

  it('refuses an architecture id outside the safe set, naming the rule', () => {
    for (const id of ['expo hall', 'a/b', 'sec%', 'x'.repeat(101), '']) {
      const venue = exampleVenue() as { architectures: { id: string }[] };
      venue.architectures[0]!.id = id;
      const result = validateVenue(venue);
      expect(result.ok, id).toBe(false);
      if (result.ok) continue;
      expect(result.errors).toContainEqual({
        path: 'architectures[0].id',
        message: 'Use 1 to 100 letters, digits, - or _',
        code: id === '' ? 'required' : 'invalid_id',
      });
    }
  });

  it('accepts ids of letters, digits, - and _', () => {
    for (const id of ['example-expo', 'atrium-demo', 'secx_a', 'A1', 'x'.repeat(100)]) {
      const venue = exampleVenue() as { architectures: { id: string }[] };
      venue.architectures[0]!.id = id;
      expect(validateVenue(venue).ok, id).toBe(true);
    }
  });
});
