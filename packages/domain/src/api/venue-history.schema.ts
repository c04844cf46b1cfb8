import { z } from 'zod';
import { venueVersionStateSchema } from '../venue/venue-enums.schema';
import type { IssueDetail } from './error-body.schema';

/** The most versions `GET …/versions` lists (the newest); older ones stay stored and readable. */
export const VENUE_HISTORY_LIMIT = 200;
/** The most architectures `GET /api/designer/architectures` lists (the most recently changed). */
export const DESIGNER_ARCHITECTURES_LIMIT = 200;

/** The largest version number a database column holds (a 32-bit integer). */
const MAX_VERSION = 2_147_483_647;
const WHOLE_NUMBER = 'Must be a whole number';

/** A stored version's number: 1, 2, … per architecture and mode. */
const versionNumberSchema = z.int(WHOLE_NUMBER).min(1).max(MAX_VERSION);
/** A version number in a path or query (text there; the client may give a number). */
const versionParamSchema = z.coerce
  .number<number>({ error: WHOLE_NUMBER })
  .int(WHOLE_NUMBER)
  .min(0)
  .max(MAX_VERSION);

/** `GET /api/designer/architectures`: one row per architecture with stored versions. */
export const designerArchitectureSchema = z.object({
  architectureId: z.string(),
  /** The latest stage version, 0 if none. */
  stageVersion: z.int().nonnegative(),
  /** The latest live version, 0 if none. */
  liveVersion: z.int().nonnegative(),
  /** The publication's version where this architecture is the published one, else -1. */
  publishedVersion: z.int(),
  /** When its latest version (stage or live) was saved, ISO 8601. */
  updatedAt: z.string(),
  /** Who saved it (an e-mail address); null for versions saved by the server itself. */
  updatedBy: z.string().nullable(),
});
export type DesignerArchitecture = z.infer<typeof designerArchitectureSchema>;
export const designerArchitecturesResponseSchema = z.array(designerArchitectureSchema);

export const venueVersionEntrySchema = z.object({
  mode: venueVersionStateSchema,
  version: versionNumberSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type VenueVersionEntry = z.infer<typeof venueVersionEntrySchema>;

/** `GET /api/designer/architecture/:architectureID/versions`. */
export const venueVersionsResponseSchema = z.object({
  /** Newest first, at most VENUE_HISTORY_LIMIT. */
  versions: z.array(venueVersionEntrySchema),
  /** The publication's version where this architecture is the published one, else -1. */
  publishedVersion: z.int(),
  publishedArchitectureId: z.string().nullable(),
});
export type VenueVersionsResponse = z.infer<typeof venueVersionsResponseSchema>;

/** Path of `GET /api/designer/architecture/:architectureID/versions/:mode/:version`. */
export const venueVersionParamsSchema = z.object({
  // Reads find versions stored under ids from before the safe-id rule too.
  architectureID: z.string().min(1).max(200),
  mode: venueVersionStateSchema,
  version: versionParamSchema,
});

/** `POST /api/designer/architecture/:architectureID/rollback`: the live version to bring back. */
export const rollbackRequestSchema = z.strictObject({ version: versionNumberSchema });
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const rollbackResponseSchema = z.object({
  architectureId: z.string(),
  /** The new stage version holding the brought-back venue. */
  version: versionNumberSchema,
  /** The new live version (the published one). */
  publishedVersion: versionNumberSchema,
});
export type RollbackResponse = z.infer<typeof rollbackResponseSchema>;

/**
 * Query of the stage save: `baseVersion`, the stage version the editor started from (0: none
 * yet). When another save came first, the server refuses with 409 `venue.stage_conflict`.
 */
export const stageQuerySchema = z.object({ baseVersion: versionParamSchema.optional() });
export type StageQuery = z.input<typeof stageQuerySchema>;

/**
 * The latest stage version and who saved it when, told in the details of `venue.stage_conflict`
 * (version 0 and no one: there is no stage version yet).
 */
export type StageConflict = { latestVersion: number; savedBy: string | null; savedAt: string | null };

const CONFLICT_PATHS = {
  latestVersion: 'latest.version',
  savedBy: 'latest.savedBy',
  savedAt: 'latest.savedAt',
};

/**
 * The details of a `venue.stage_conflict` error body, one per fact: `latest.version` (a number),
 * `latest.savedBy` (an e-mail address) and `latest.savedAt` (ISO 8601), each absent when unknown.
 */
export function stageConflictDetails(conflict: StageConflict): IssueDetail[] {
  return [
    { path: CONFLICT_PATHS.latestVersion, message: String(conflict.latestVersion) },
    ...(conflict.savedBy === null ? [] : [{ path: CONFLICT_PATHS.savedBy, message: conflict.savedBy }]),
    ...(conflict.savedAt === null ? [] : [{ path: CONFLICT_PATHS.savedAt, message: conflict.savedAt }]),
  ];
}

/** Reads the facts back from a `venue.stage_conflict` error body's details. */
export function stageConflictOf(details: readonly IssueDetail[] | undefined): StageConflict | undefined {
  const value = (path: string) => details?.find((detail) => detail.path === path)?.message;
  const latestVersion = Number(value(CONFLICT_PATHS.latestVersion) ?? Number.NaN);
  if (!Number.isInteger(latestVersion)) return undefined;
  return {
    latestVersion,
    savedBy: value(CONFLICT_PATHS.savedBy) ?? null,
    savedAt: value(CONFLICT_PATHS.savedAt) ?? null,
  };
}
