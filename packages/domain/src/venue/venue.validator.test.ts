import { describe, expect, it } from 'vitest';
import { validateVenue } from './venue.validator';
import {
  deleteAt,
  errorsOf,
  exampleVenue,
  expectOnlyIssue,
  getAt,
  pushAt,
  setAt,
} from './venue-test.helpers';

const EXACTLY_ONE = 'The venue must include exactly one architecture';
const lobbyDoor = 'architectures[0].areas[0].contentWidgets[0]';

describe('validateVenue with the example venue', () => {
  it('accepts the example venue fixture unchanged', () => {
    const result = validateVenue(exampleVenue());
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const architecture = result.venue.architectures[0];
    expect(architecture?.id).toBe('example-expo');
    expect(architecture?.cventEvent).toBeNull();
    expect(architecture?.areas.map((area) => area.id)).toEqual([
      'lobby',
      'auditorium',
      'expo-hall',
      'backstage',
    ]);
  });

  it('fills defaults for fields the venue leaves out', () => {
    const venue = exampleVenue();
    deleteAt(venue, `${lobbyDoor}.configurations[0].cookieProviders`);
    deleteAt(venue, 'architectures[0].globalWidgets');
    const result = validateVenue(venue);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(
      result.venue.architectures[0]?.areas[0]?.contentWidgets[0]?.configurations[0]?.cookieProviders,
    ).toEqual([]);
    expect(result.venue.architectures[0]?.globalWidgets).toEqual([]);
  });

  it('accepts publishInfo and a string cventEvent', () => {
    const venue = exampleVenue();
    setAt(venue, 'publishInfo', { publishedVersion: 3 });
    setAt(venue, 'architectures[0].cventEvent', 'evt-123');
    expect(validateVenue(venue).ok).toBe(true);
  });
});

describe('validateVenue architecture count', () => {
  it('rejects two architectures with the exact message at architectures', () => {
    const venue = exampleVenue();
    pushAt(venue, 'architectures', structuredClone(getAt(venue, 'architectures[0]')));
    expectOnlyIssue(venue, 'architectures', EXACTLY_ONE);
  });

  it('rejects zero architectures with the exact message at architectures', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures', []);
    expectOnlyIssue(venue, 'architectures', EXACTLY_ONE);
  });

  it('still validates every architecture when there are too many', () => {
    const venue = exampleVenue();
    pushAt(venue, 'architectures', { id: 'second' });
    const paths = errorsOf(venue).map((issue) => issue.path);
    expect(paths).toContain('architectures');
    expect(paths).toContain('architectures[1].defaultAreaId');
  });

  it('reports a missing architectures list as a missing field', () => {
    const venue = exampleVenue();
    deleteAt(venue, 'architectures');
    expectOnlyIssue(venue, 'architectures', 'Required field is missing (expected array)');
  });
});

describe('validateVenue schema errors', () => {
  it('names the path of a wrong enum value', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures[0].areas[0].viewMode', 'VIEW_3D');
    expectOnlyIssue(
      venue,
      'architectures[0].areas[0].viewMode',
      'Invalid option: expected one of "VIEW_2D"|"VIEW_360D"',
    );
  });

  it('reports an unknown key at its own path', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures[0].areas[0].colour', 'red');
    expectOnlyIssue(venue, 'architectures[0].areas[0].colour', 'Unknown key "colour"');
  });

  it('reports each unknown key separately', () => {
    const venue = exampleVenue();
    setAt(venue, 'extra', 1);
    setAt(venue, 'more', 2);
    expect(errorsOf(venue)).toEqual([
      { path: 'extra', message: 'Unknown key "extra"', code: 'unknown_key', params: { key: 'extra' } },
      { path: 'more', message: 'Unknown key "more"', code: 'unknown_key', params: { key: 'more' } },
    ]);
  });

  it('reports a value of the wrong type', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures[0].globalNavigationEnabled', 'yes');
    expectOnlyIssue(
      venue,
      'architectures[0].globalNavigationEnabled',
      'Invalid input: expected boolean, received string',
    );
  });

  it('reports a missing required field plainly', () => {
    const venue = exampleVenue();
    deleteAt(venue, 'architectures[0].areas[1].defaultViewpointId');
    expectOnlyIssue(
      venue,
      'architectures[0].areas[1].defaultViewpointId',
      'Required field is missing (expected string)',
    );
  });

  it('names the allowed widget types for an unknown type', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures[0].areas[2].contentWidgets[1].type', 'GUESTBOOK');
    expectOnlyIssue(
      venue,
      'architectures[0].areas[2].contentWidgets[1].type',
      /^Unknown widget type: expected one of MEETING,/,
    );
  });

  it('reports the closest placement shape instead of a bare union error', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures[0].areas[2].contentWidgets[0].placements[0].yaw', 181);
    expectOnlyIssue(
      venue,
      'architectures[0].areas[2].contentWidgets[0].placements[0].yaw',
      'Too big: expected number to be <=180',
    );
  });

  it('rejects a root value that is not an object with the root path ""', () => {
    const errors = errorsOf(null);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe('');
  });

  it('rejects a widget configuration key that belongs to another widget type', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures[0].areas[0].contentWidgets[2].configurations[0].boardId', 'b');
    expectOnlyIssue(
      venue,
      'architectures[0].areas[0].contentWidgets[2].configurations[0].boardId',
      'Unknown key "boardId"',
    );
  });
});

describe('validateVenue with several faults', () => {
  it('reports schema and reference errors together', () => {
    const venue = exampleVenue();
    setAt(venue, 'architectures[0].areas[0].viewMode', 'VIEW_3D');
    setAt(venue, 'architectures[0].areas[1].colour', 'red');
    setAt(venue, 'architectures[0].style.primary', 'red');
    setAt(venue, `${lobbyDoor}.configurations[0].targetAreaId`, 'nowhere');
    setAt(venue, 'architectures[0].defaultAreaId', 'missing');
    setAt(venue, 'architectures[0].areas[2].contentWidgets[3].configurations[0].assetId', 'no-such-asset');
    pushAt(venue, 'architectures', structuredClone(getAt(venue, 'architectures[0]')));

    const errors = errorsOf(venue);
    const paths = errors.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'architectures',
        'architectures[0].areas[0].viewMode',
        'architectures[0].areas[1].colour',
        'architectures[0].style.primary',
        `${lobbyDoor}.configurations[0].targetAreaId`,
        'architectures[0].defaultAreaId',
        'architectures[0].areas[2].contentWidgets[3].configurations[0].assetId',
        // the copied second architecture carries the same faults and is checked too
        'architectures[1].defaultAreaId',
      ]),
    );
    expect(new Set(errors.map((issue) => `${issue.path} ${issue.message}`)).size).toBe(errors.length);
  });
});
