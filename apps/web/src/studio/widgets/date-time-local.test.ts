import { describe, expect, it } from 'vitest';
import {
  describeTimeZone,
  formatOffset,
  isoToLocalInput,
  localInputToIso,
  zoneOffsetMinutes,
} from './date-time-local';

describe('zone offsets', () => {
  it('follow daylight saving and half-hour zones', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('are written as ISO 8601 offsets', () => {
    expect(formatOffset(0)).toBe('Z');
    expect(formatOffset(60)).toBe('+01:00');
    expect(formatOffset(-240)).toBe('-04:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-570)).toBe('-09:30');
  });

  it('are shown with the zone name', () => {
    expect(describeTimeZone('Europe/Berlin', Date.parse('2026-01-15T12:00:00Z'))).toBe(
      'Europe/Berlin (UTC+01:00)',
    );
    expect(describeTimeZone('UTC', Date.parse('2026-01-15T12:00:00Z'))).toBe('UTC (UTC)');
  });
});

describe('an ISO date-time in the input', () => {
  it('reads as the wall clock of the zone', () => {
    expect(isoToLocalInput('2026-01-01T09:00:00Z', 'Europe/Berlin')).toBe('2026-01-01T10:00');
    expect(isoToLocalInput('2026-07-01T09:00:00Z', 'Europe/Berlin')).toBe('2026-07-01T11:00');
    expect(isoToLocalInput('2026-01-01T09:00:00+01:00', 'America/New_York')).toBe('2026-01-01T03:00');
    expect(isoToLocalInput('2026-01-01T00:30:00Z', 'America/New_York')).toBe('2025-12-31T19:30');
    expect(isoToLocalInput('2026-01-01T09:00:00Z', 'Asia/Kolkata')).toBe('2026-01-01T14:30');
  });

  it('keeps seconds only when there are some', () => {
    expect(isoToLocalInput('2026-01-01T09:00:42Z', 'UTC')).toBe('2026-01-01T09:00:42');
    expect(isoToLocalInput('2026-01-01T09:00:00.000Z', 'UTC')).toBe('2026-01-01T09:00');
  });

  it('is empty when missing or unreadable', () => {
    expect(isoToLocalInput(undefined, 'UTC')).toBe('');
    expect(isoToLocalInput('', 'UTC')).toBe('');
    expect(isoToLocalInput('next tuesday', 'UTC')).toBe('');
  });
});

describe('the input as an ISO date-time', () => {
  it('carries the offset the zone has at that moment', () => {
    expect(localInputToIso('2026-01-01T10:00', 'Europe/Berlin')).toBe('2026-01-01T10:00:00+01:00');
    expect(localInputToIso('2026-07-01T10:00', 'Europe/Berlin')).toBe('2026-07-01T10:00:00+02:00');
    expect(localInputToIso('2026-07-01T10:00', 'America/New_York')).toBe('2026-07-01T10:00:00-04:00');
    expect(localInputToIso('2026-07-01T10:00:15', 'Asia/Kolkata')).toBe('2026-07-01T10:00:15+05:30');
    expect(localInputToIso('2026-07-01T10:00', 'UTC')).toBe('2026-07-01T10:00:00Z');
  });

  it('names the same instant the input showed', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Adelaide', 'UTC']) {
      for (const iso of [
        '2026-01-01T09:00:00Z',
        '2026-03-29T01:30:00Z',
        '2026-10-25T00:59:00Z',
        '2026-07-01T23:59:59Z',
      ]) {
        const local = isoToLocalInput(iso, zone);
        expect(Date.parse(localInputToIso(local, zone) ?? '')).toBe(Date.parse(iso));
      }
    }
  });

  it('moves a time skipped by the change to summer time forward', () => {
    // Berlin's clocks jump from 02:00 to 03:00 on 29 March 2026.
    expect(localInputToIso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    expect(localInputToIso('2026-03-29T01:59', 'Europe/Berlin')).toBe('2026-03-29T01:59:00+01:00');
  });

  it('reads a time shown twice at the change to winter time as the first', () => {
    // Berlin's clocks go back from 03:00 to 02:00 on 25 October 2026.
    expect(localInputToIso('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00+02:00');
    expect(localInputToIso('2026-10-25T03:30', 'Europe/Berlin')).toBe('2026-10-25T03:30:00+01:00');
  });

  it('is nothing for an empty, incomplete or impossible value', () => {
    expect(localInputToIso('', 'UTC')).toBeUndefined();
    expect(localInputToIso('2026-01-01', 'UTC')).toBeUndefined();
    expect(localInputToIso('2026-13-01T10:00', 'UTC')).toBeUndefined();
    expect(localInputToIso('2026-02-30T10:00', 'UTC')).toBeUndefined();
    expect(localInputToIso('2026-01-01T24:00', 'UTC')).toBeUndefined();
  });

  it('keeps years below 100 as typed (a year being typed digit by digit)', () => {
    expect(localInputToIso('0020-01-01T10:00', 'UTC')).toBe('0020-01-01T10:00:00Z');
    expect(isoToLocalInput('0020-01-01T10:00:00Z', 'UTC')).toBe('0020-01-01T10:00');
  });
});
