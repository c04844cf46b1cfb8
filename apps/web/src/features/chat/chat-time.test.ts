import { describe, expect, it } from 'vitest';
import { dayLabel, shortWhen, startsNewDay, timeOfDay } from './chat-time';

const at = (iso: string) => Date.parse(iso);
const words = { today: 'Today', yesterday: 'Yesterday' };
const now = at('2026-03-10T15:00:00Z');

describe('message times', () => {
  it('writes the time of day in the user language', () => {
    expect(timeOfDay(at('2026-03-10T14:05:00Z'), 'en', 'UTC')).toBe('2:05 PM');
    expect(timeOfDay(at('2026-03-10T14:05:00Z'), 'de', 'UTC')).toBe('14:05');
    expect(timeOfDay(at('2026-03-10T14:05:00Z'), 'ar', 'UTC')).toMatch(/٢:٠٥|2:05/);
  });

  it('labels days today, yesterday, or by date', () => {
    expect(dayLabel(at('2026-03-10T00:10:00Z'), now, 'en', words, 'UTC')).toBe('Today');
    expect(dayLabel(at('2026-03-09T23:59:00Z'), now, 'en', words, 'UTC')).toBe('Yesterday');
    expect(dayLabel(at('2026-03-01T12:00:00Z'), now, 'en', words, 'UTC')).toBe('Sunday, March 1, 2026');
    expect(dayLabel(at('2026-03-01T12:00:00Z'), now, 'fr', words, 'UTC')).toBe('dimanche 1 mars 2026');
  });

  it('puts a separator where the day changes, in the user time zone', () => {
    expect(startsNewDay(undefined, now)).toBe(true);
    expect(startsNewDay(at('2026-03-10T01:00:00Z'), now, 'UTC')).toBe(false);
    expect(startsNewDay(at('2026-03-09T23:00:00Z'), at('2026-03-10T01:00:00Z'), 'UTC')).toBe(true);
    // The same two moments are one day in New York.
    expect(startsNewDay(at('2026-03-09T23:00:00Z'), at('2026-03-10T01:00:00Z'), 'America/New_York')).toBe(
      false,
    );
  });

  it('rows show the time today and the date before', () => {
    expect(shortWhen(at('2026-03-10T09:30:00Z'), now, 'en', 'UTC')).toBe('9:30 AM');
    expect(shortWhen(at('2026-03-02T09:30:00Z'), now, 'en', 'UTC')).toBe('Mar 2');
  });
});
