import { describe, expect, it } from 'vitest';
import { detailsOf, firstName, formatCount } from './attendee-text';

describe('attendee texts', () => {
  it('joins title and company, leaving out what is missing', () => {
    expect(detailsOf({ title: 'Designer', company: 'Northwind' })).toBe('Designer · Northwind');
    expect(detailsOf({ title: '', company: 'Northwind' })).toBe('Northwind');
    expect(detailsOf({ title: 'Designer', company: '' })).toBe('Designer');
    expect(detailsOf({ title: '', company: '' })).toBe('');
  });

  it('takes the first word of a name', () => {
    expect(firstName('Quinn Presence')).toBe('Quinn');
    expect(firstName('  Rosa   Maria Presence ')).toBe('Rosa');
    expect(firstName('Cher')).toBe('Cher');
    expect(firstName('王小明')).toBe('王小明');
    expect(firstName('')).toBe('');
  });

  it('groups the digits of a count as the locale does', () => {
    expect(formatCount(2000, 'en')).toBe('2,000');
    expect(formatCount(2000, 'de')).toBe('2.000');
    expect(formatCount(1234567, 'fr')).toBe('1\u202f234\u202f567');
    expect(formatCount(7, 'de')).toBe('7');
    expect(formatCount(2000, 'not a locale')).toBe('2,000');
  });
});
