import { describe, expect, it } from 'vitest';
import { formatIssuePath } from './validation-issue.util';

describe('formatIssuePath', () => {
  it('formats the root as an empty string', () => {
    expect(formatIssuePath([])).toBe('');
  });

  it('joins keys with dots and writes indexes in brackets', () => {
    expect(
      formatIssuePath([
        'architectures',
        0,
        'areas',
        2,
        'contentWidgets',
        1,
        'configurations',
        0,
        'targetAreaId',
      ]),
    ).toBe('architectures[0].areas[2].contentWidgets[1].configurations[0].targetAreaId');
  });

  it('starts with an index when the root is an array', () => {
    expect(formatIssuePath([3, 'id'])).toBe('[3].id');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatIssuePath(['labels', 'pt-BR', 'a.b'])).toBe('labels["pt-BR"]["a.b"]');
  });
});
