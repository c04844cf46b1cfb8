import { describe, expect, it } from 'vitest';
import { visitorIdSchema } from '../api/analytics.schema';
import { isVisitorId } from './visitor-id.rule';

describe('isVisitorId', () => {
  it.each([
    ['0123456789abcdef', true],
    ['2f7c9a4e-1b3d-4c5e-8f60-0a1b2c3d4e5f', true],
    ['0123456789abcde', false],
    ['not an id!', false],
    ['x'.repeat(65), false],
    ['', false],
  ])('%s → %s, as the schema decides', (value, expected) => {
    expect(isVisitorId(value)).toBe(expected);
    expect(visitorIdSchema.safeParse(value).success).toBe(expected);
  });
});
