import { isRecord } from './loose-json.util';
import { mapSchemaIssues } from './schema-issues.mapper';
import { storedVenueSchema, type Venue } from './venue.schema';
import { CURRENT_VENUE_SCHEMA_VERSION, FIRST_VENUE_SCHEMA_VERSION } from './venue-schema-version.constants';

export { CURRENT_VENUE_SCHEMA_VERSION, FIRST_VENUE_SCHEMA_VERSION };

/** One step of the venue JSON from schema version `from` to `to` (= from + 1). */
export type VenueMigration = {
  from: number;
  to: number;
  /** Returns the migrated JSON; never changes its input. Input it cannot read is returned as is. */
  migrate(json: unknown): unknown;
};

/** Stamps the schema version a migration reaches. */
function stamped(json: unknown, version: number): unknown {
  return isRecord(json) ? { ...json, schemaVersion: version } : json;
}

/**
 * Every migration, oldest first, each starting where the one before ended; the last one ends at
 * CURRENT_VENUE_SCHEMA_VERSION. A change of the venue JSON adds one entry here and raises the
 * constant.
 */
export const venueMigrations: readonly VenueMigration[] = [
  // Version 1 is every venue saved before versions were numbered: same shape, no schemaVersion.
  { from: 1, to: 2, migrate: (json) => stamped(json, 2) },
];

/**
 * The schema version of venue JSON: 1 without `schemaVersion`; undefined for JSON that is not
 * an object or names a version this code does not know (the validator reports those).
 */
export function venueSchemaVersionOf(input: unknown): number | undefined {
  if (!isRecord(input)) return undefined;
  const version = input.schemaVersion === undefined ? FIRST_VENUE_SCHEMA_VERSION : input.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) return undefined;
  return version >= FIRST_VENUE_SCHEMA_VERSION && version <= CURRENT_VENUE_SCHEMA_VERSION
    ? version
    : undefined;
}

/**
 * Brings venue JSON of any known schema version to the current one, running every migration
 * from its version on. JSON of an unknown version is returned unchanged, for the validator to
 * refuse with an issue at `schemaVersion`; nothing here throws.
 */
export function migrateVenueJson(input: unknown): unknown {
  let version = venueSchemaVersionOf(input);
  if (version === undefined) return input;
  let json = input;
  for (const migration of venueMigrations) {
    if (migration.from !== version) continue;
    json = migration.migrate(json);
    version = migration.to;
  }
  return json;
}

const MAX_LISTED_PROBLEMS = 5;

/**
 * A venue body read back from storage: parsed, migrated to the current schema version and
 * checked against the venue schema. Throws an Error naming the problem when the stored text is
 * not JSON or not a venue (stored data this code cannot read is a fault of the server).
 */
export function readStoredVenue(body: string): Venue {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new Error(`The stored venue is not valid JSON (${(error as Error).message})`);
  }
  const migrated = migrateVenueJson(json);
  const parsed = storedVenueSchema.safeParse(migrated);
  if (parsed.success) return parsed.data;
  const issues = mapSchemaIssues(parsed.error.issues, migrated);
  const listed = issues
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((issue) => `${issue.path || '(the venue)'}: ${issue.message}`)
    .join('; ');
  const more = issues.length > MAX_LISTED_PROBLEMS ? ` and ${issues.length - MAX_LISTED_PROBLEMS} more` : '';
  throw new Error(
    `The stored venue is not a valid venue of schema version ${CURRENT_VENUE_SCHEMA_VERSION}: ${listed}${more}`,
  );
}
