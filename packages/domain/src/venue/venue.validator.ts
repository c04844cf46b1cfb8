import type { z } from 'zod';
import { findAssetUriIssues } from './asset-uris.validator';
import { mapSchemaIssues } from './schema-issues.mapper';
import type { ValidationIssue } from './validation-issue.util';
import { type Venue, venueSchema } from './venue.schema';
import { migrateVenueJson } from './venue-migrations';
import { findVenueReferenceIssues } from './venue-references.validator';

export type VenueValidationResult = { ok: true; venue: Venue } | { ok: false; errors: ValidationIssue[] };

function withoutDuplicates(issues: ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// zod's default says "expected string, received undefined" for a missing field; say so plainly.
function missingFieldMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return `Required field is missing (expected ${issue.expected})`;
  }
  return undefined;
}

/**
 * Validates venue JSON of any known schema version: migrates it to the current version (see
 * venue-migrations.ts), then checks the schema and all cross-references, reporting every problem
 * found at once. A valid venue comes back in the current version (`schemaVersion` set).
 */
export function validateVenue(input: unknown): VenueValidationResult {
  const migrated = migrateVenueJson(input);
  const parsed = venueSchema.safeParse(migrated, { error: missingFieldMessage });
  const schemaIssues = parsed.success ? [] : mapSchemaIssues(parsed.error.issues, migrated);
  const errors = withoutDuplicates([
    ...schemaIssues,
    ...findVenueReferenceIssues(migrated),
    ...findAssetUriIssues(migrated),
  ]);
  if (parsed.success && errors.length === 0) return { ok: true, venue: parsed.data };
  return { ok: false, errors };
}
