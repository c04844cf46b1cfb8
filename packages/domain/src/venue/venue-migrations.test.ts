import { describe, expect, it } from 'vitest';
import { validateVenue } from './venue.validator';
import {
  CURRENT_VENUE_SCHEMA_VERSION,
  migrateVenueJson,
  readStoredVenue,
  venueMigrations,
  venueSchemaVersionOf,
} from './venue-migrations';
import { errorsOf, exampleVenue } from './venue-test.helpers';

/** The example venue as a version 1 venue was stored: the same JSON, no schemaVersion. */
const exampleV1 = () => {
  const venue = exampleVenue();
  delete venue.schemaVersion;
  return venue;
};

/** Every venue fixture of this package, as its JSON arrives (the server tests add the seeded ones). */
const fixtures = [
  { name: 'the example venue', json: exampleVenue },
  { name: 'a version 1 copy of the example venue', json: exampleV1 },
  { name: 'the example venue saved as version 2', json: () => ({ ...exampleVenue(), schemaVersion: 2 }) },
];

describe('the list of venue migrations', () => {
  it('starts at version 1, steps one version at a time and ends at the current version', () => {
    expect(venueMigrations[0]?.from).toBe(1);
    venueMigrations.forEach((migration, index) => {
      expect(migration.to).toBe(migration.from + 1);
      if (index > 0) expect(migration.from).toBe(venueMigrations[index - 1]?.to);
    });
    expect(venueMigrations.at(-1)?.to).toBe(CURRENT_VENUE_SCHEMA_VERSION);
    expect(CURRENT_VENUE_SCHEMA_VERSION).toBe(2);
  });

  it('never changes its input', () => {
    const input = exampleV1();
    const copy = structuredClone(input);
    for (const migration of venueMigrations) migration.migrate(input);
    migrateVenueJson(input);
    expect(input).toEqual(copy);
  });
});

describe('venueSchemaVersionOf', () => {
  it.each([
    [{}, 1],
    [{ schemaVersion: 1 }, 1],
    [{ schemaVersion: 2 }, 2],
    [{ schemaVersion: 3 }, undefined],
    [{ schemaVersion: 0 }, undefined],
    [{ schemaVersion: -1 }, undefined],
    [{ schemaVersion: 1.5 }, undefined],
    [{ schemaVersion: '2' }, undefined],
    [{ schemaVersion: null }, undefined],
    [[], undefined],
    ['venue', undefined],
    [null, undefined],
  ])('%j → %s', (input, version) => {
    expect(venueSchemaVersionOf(input)).toBe(version);
  });
});

describe.each(fixtures)('migrating $name', ({ json }) => {
  it('reaches the current version and validates', () => {
    const migrated = migrateVenueJson(json());
    expect(migrated).toMatchObject({ schemaVersion: CURRENT_VENUE_SCHEMA_VERSION });
    const result = validateVenue(migrated);
    expect(result.ok, JSON.stringify(!result.ok && result.errors)).toBe(true);
  });

  it('runs every migration from the version it has, one after the other', () => {
    let current: unknown = json();
    const from = venueSchemaVersionOf(current) ?? 0;
    for (const migration of venueMigrations.filter((step) => step.from >= from)) {
      expect(venueSchemaVersionOf(current)).toBe(migration.from);
      current = migration.migrate(current);
      expect(venueSchemaVersionOf(current)).toBe(migration.to);
      expect(validateVenue(current).ok).toBe(true);
    }
    expect(current).toEqual(migrateVenueJson(json()));
  });

  it('is idempotent: migrating a migrated venue changes nothing', () => {
    const once = migrateVenueJson(json());
    expect(migrateVenueJson(once)).toEqual(once);
    expect(migrateVenueJson(migrateVenueJson(once))).toEqual(once);
  });

  it('keeps everything but the schema version', () => {
    const { schemaVersion: _version, ...rest } = migrateVenueJson(json()) as Record<string, unknown>;
    const { schemaVersion: _original, ...original } = json();
    expect(rest).toEqual(original);
  });

  it('reads back as stored, and stores the same bytes again', () => {
    const result = validateVenue(json());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const stored = JSON.stringify(result.venue);
    const read = readStoredVenue(stored);
    expect(read.schemaVersion).toBe(CURRENT_VENUE_SCHEMA_VERSION);
    const again = validateVenue(JSON.parse(stored));
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(JSON.stringify(again.venue)).toBe(stored);
    expect(JSON.stringify(read)).toBe(stored);
  });
});

describe('validateVenue and schema versions', () => {
  it('stamps the current version on a venue without one', () => {
    const result = validateVenue(exampleVenue());
    expect(result.ok && result.venue.schemaVersion).toBe(CURRENT_VENUE_SCHEMA_VERSION);
  });

  it.each([3, 0, 1.5, '2', null])('reports schemaVersion %j as an issue, not a crash', (schemaVersion) => {
    const errors = errorsOf({ ...exampleVenue(), schemaVersion });
    expect(errors).toEqual([
      expect.objectContaining({
        path: 'schemaVersion',
        message: 'Unknown venue schema version: this server reads versions 1 to 2',
      }),
    ]);
  });

  it('leaves input that is no object to the validator', () => {
    expect(migrateVenueJson([1])).toEqual([1]);
    expect(migrateVenueJson('x')).toBe('x');
    expect(validateVenue([1]).ok).toBe(false);
  });
});

describe('readStoredVenue', () => {
  it('reads a version 1 body as the current version', () => {
    const venue = readStoredVenue(JSON.stringify(exampleV1()));
    expect(venue.schemaVersion).toBe(CURRENT_VENUE_SCHEMA_VERSION);
    expect(venue.architectures[0]?.id).toBe('example-expo');
  });

  it('reads venues stored under an architecture id from before the safe-id rule', () => {
    const venue = exampleVenue() as { architectures: { id: string }[] };
    venue.architectures[0]!.id = 'expo hall';
    expect(readStoredVenue(JSON.stringify(venue)).architectures[0]?.id).toBe('expo hall');
  });

  it('names the problem of a body that is not JSON', () => {
    expect(() => readStoredVenue('{"architectures": [')).toThrow(/^The stored venue is not valid JSON/);
  });

  it('names the problems of a body that is no venue', () => {
    const venue = exampleVenue() as { architectures: { style: unknown }[] };
    venue.architectures[0]!.style = 'dark';
    expect(() => readStoredVenue(JSON.stringify(venue))).toThrow(
      /^The stored venue is not a valid venue of schema version 2: architectures\[0\]\.style: /,
    );
    expect(() => readStoredVenue('[]')).toThrow(/\(the venue\): /);
  });

  it('refuses a version newer than this code reads', () => {
    expect(() => readStoredVenue(JSON.stringify({ ...exampleVenue(), schemaVersion: 3 }))).toThrow(
      /schemaVersion: Unknown venue schema version/,
    );
  });

  it('lists at most five problems', () => {
    const message = (() => {
      try {
        readStoredVenue(JSON.stringify({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 }));
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/ and \d+ more$/);
    expect(message.split('; ')).toHaveLength(5);
  });
});
