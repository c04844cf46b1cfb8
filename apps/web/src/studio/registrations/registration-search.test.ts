import type { Registration } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { pageOf, searchRegistrations } from './registration-search';

const registration = (patch: Partial<Registration>): Registration => ({
  email: null,
  name: null,
  company: null,
  ticketNumber: null,
  confirmationNumber: null,
  active: true,
  ...patch,
});

describe('searching registrations', () => {
  const list = [
    registration({ email: 'ada@test.local', name: 'Ada Lovelace', company: 'Engines', ticketNumber: 501 }),
    registration({ email: 'grace@test.local', name: 'Grace Hopper', confirmationNumber: 'XYZ9' }),
  ];

  it('matches every word anywhere, ignoring case', () => {
    expect(searchRegistrations(list, 'ada ENGINES')).toEqual([list[0]]);
    expect(searchRegistrations(list, 'xyz9')).toEqual([list[1]]);
    expect(searchRegistrations(list, '501')).toEqual([list[0]]);
    expect(searchRegistrations(list, 'ada hopper')).toEqual([]);
    expect(searchRegistrations(list, '  ')).toBe(list);
  });

  it('pages through the matches, keeping the page inside the list', () => {
    const items = Array.from({ length: 60 }, (_, index) => index);
    expect(pageOf(items, 1, 25)).toEqual({ page: 1, items: items.slice(25, 50) });
    expect(pageOf(items, 2, 25).items).toEqual(items.slice(50));
    expect(pageOf(items, 9, 25).page).toBe(2);
    expect(pageOf([], 3, 25)).toEqual({ page: 0, items: [] });
  });
});
