import { stageConflictDetails } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { VenueVersionInfo } from '../venue/venue.repository';

/**
 * The refusal of a stage save based on `baseVersion` when `latest` is the latest stage version
 * (undefined: there is none): 409 with the latest version, who saved it and when.
 */
export function stageConflict(
  architectureId: string,
  baseVersion: number,
  latest: VenueVersionInfo | undefined,
): AppError {
  const details = stageConflictDetails({
    latestVersion: latest?.version ?? 0,
    savedBy: latest?.createdBy ?? null,
    savedAt: latest?.createdAt ?? null,
  });
  if (!latest) {
    return new AppError(
      'venue.stage_conflict',
      `This save is based on stage version ${baseVersion} of ${architectureId}, but ${architectureId} has no stage version.`,
      details,
    );
  }
  const by = latest.createdBy ? ` by ${latest.createdBy}` : '';
  const since =
    baseVersion === 0 ? 'this save expected none' : `this save is based on version ${baseVersion}`;
  return new AppError(
    'venue.stage_conflict',
    `The stage of ${architectureId} changed meanwhile: version ${latest.version} was saved${by} at ${latest.createdAt}, and ${since}. Open version ${latest.version} and apply your changes to it.`,
    details,
  );
}
