/**
 * The venue JSON schema version this code writes and reads. Raise it together with a new entry
 * at the end of `venueMigrations` (venue-migrations.ts); the schema accepts 1 to this version.
 */
export const CURRENT_VENUE_SCHEMA_VERSION = 2;

/** The version of a venue JSON without `schemaVersion` (saved before versions were numbered). */
export const FIRST_VENUE_SCHEMA_VERSION = 1;
