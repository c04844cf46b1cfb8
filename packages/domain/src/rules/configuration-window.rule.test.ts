import { describe, expect, it } from 'vitest';
import { venueArchitecture } from '../venue/venue.schema';
import { validateVenue } from '../venue/venue.validator';
import { exampleVenue } from '../venue/venue-test.helpers';
import {
  activeConfiguration,
  configurationWindowStatus,
  isConfigurationActive,
} from './configuration-window.rule';

const begin = '2026-03-01T09:00:00Z';
const end = '2026-03-01T17:00:00Z';
const at = (iso: string) => new Date(iso);

describe('isConfigurationActive', () => {
  it('is active without bounds', () => {
    expect(isConfigurationActive({}, at('2000-01-01T00:00:00Z'))).toBe(true);
  });

  it('is active exactly at begin and not a millisecond before', () => {
    expect(isConfigurationActive({ begin, end }, at(begin))).toBe(true);
    expect(isConfigurationActive({ begin, end }, at('2026-03-01T08:59:59.999Z'))).toBe(false);
  });

  it('is not active exactly at end, but a millisecond before', () => {
    expect(isConfigurationActive({ begin, end }, at(end))).toBe(false);
    expect(isConfigurationActive({ begin, end }, at('2026-03-01T16:59:59.999Z'))).toBe(true);
  });

  it('treats a missing bound as open', () => {
    expect(isConfigurationActive({ begin }, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isConfigurationActive({ end }, at('1999-01-01T00:00:00Z'))).toBe(true);
  });

  it('compares instants across time zone offsets', () => {
    expect(isConfigurationActive({ begin: '2026-03-01T10:00:00+01:00' }, at(begin))).toBe(true);
  });

  it('never activates a configuration with an unparseable bound', () => {
    expect(isConfigurationActive({ begin: 'soon' }, at(begin))).toBe(false);
  });
});

const morning = { id: 'morning', begin: '2026-03-01T09:00:00Z', end: '2026-03-01T12:00:00Z' };
const afternoon = { id: 'afternoon', begin: '2026-03-01T13:00:00Z', end: '2026-03-01T17:00:00Z' };
const allDay = { id: 'all-day', begin: '2026-03-01T00:00:00Z', end: '2026-03-02T00:00:00Z' };

describe('activeConfiguration', () => {
  it('returns the first active configuration in list order', () => {
    expect(activeConfiguration({ configurations: [morning, allDay] }, at('2026-03-01T10:00:00Z'))?.id).toBe(
      'morning',
    );
    expect(activeConfiguration({ configurations: [allDay, morning] }, at('2026-03-01T10:00:00Z'))?.id).toBe(
      'all-day',
    );
  });

  it('returns undefined between windows and for no configurations', () => {
    expect(
      activeConfiguration({ configurations: [morning, afternoon] }, at('2026-03-01T12:30:00Z')),
    ).toBeUndefined();
    expect(activeConfiguration({ configurations: [] }, at(begin))).toBeUndefined();
  });
});

describe('configurationWindowStatus', () => {
  const widget = { configurations: [afternoon, morning] };

  it('is active with the active configuration', () => {
    expect(configurationWindowStatus(widget, at('2026-03-01T13:00:00Z'))).toEqual({
      state: 'active',
      configuration: afternoon,
    });
  });

  it('is upcoming with the earliest future begin', () => {
    expect(configurationWindowStatus(widget, at('2026-03-01T08:00:00Z'))).toEqual({
      state: 'upcoming',
      opensAt: morning.begin,
    });
    expect(configurationWindowStatus(widget, at('2026-03-01T12:00:00Z'))).toEqual({
      state: 'upcoming',
      opensAt: afternoon.begin,
    });
  });

  it('is ended with the latest past end, starting exactly at that end', () => {
    expect(configurationWindowStatus(widget, at(afternoon.end))).toEqual({
      state: 'ended',
      endedAt: afternoon.end,
    });
  });

  it('is ended without a date when there are no configurations', () => {
    expect(configurationWindowStatus({ configurations: [] }, at(begin))).toEqual({ state: 'ended' });
  });
});

describe('with a widget of the example venue', () => {
  const result = validateVenue(exampleVenue());
  if (!result.ok) throw new Error('example venue must be valid');
  const keynote = venueArchitecture(result.venue).areas[1]?.contentWidgets[0];
  if (!keynote) throw new Error('keynote widget missing');

  it('finds the keynote configuration inside its window', () => {
    expect(activeConfiguration(keynote, at('2027-05-01T12:00:00Z'))?.id).toBe('keynote-day-1');
  });

  it('reports when the keynote opens and when it ended', () => {
    expect(configurationWindowStatus(keynote, at('2025-12-31T00:00:00Z'))).toEqual({
      state: 'upcoming',
      opensAt: '2026-01-01T09:00:00Z',
    });
    expect(configurationWindowStatus(keynote, at('2030-01-01T00:00:00Z'))).toEqual({
      state: 'ended',
      endedAt: '2030-01-01T00:00:00Z',
    });
  });
});
